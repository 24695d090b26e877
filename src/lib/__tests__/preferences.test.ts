import { demoCodeLinkFromHash } from '../preferences';

describe("a link to a demo's code", () => {
  it('reads the demo and JavaScript from a #Demo.js hash, TypeScript from #Demo.tsx', () => {
    expect(demoCodeLinkFromHash('#BasicSorting.js')).toEqual({ demoName: 'BasicSorting', variant: 'JS' });
    expect(demoCodeLinkFromHash('#basic-sorting-demo.js')).toEqual({ demoName: 'basic-sorting-demo', variant: 'JS' });
    expect(demoCodeLinkFromHash('#BasicSorting.tsx')).toEqual({ demoName: 'BasicSorting', variant: 'TS' });
    expect(demoCodeLinkFromHash('#sorting')).toBeNull();
    expect(demoCodeLinkFromHash('#.js')).toBeNull();
    expect(demoCodeLinkFromHash('')).toBeNull();
  });

  it.each(['#%.js', '#100%.tsx', '#%E0%A4%A.js'])('reads the malformed fragment %p as written instead of throwing', (hash) => {
    expect(() => demoCodeLinkFromHash(hash)).not.toThrow();
  });
});
