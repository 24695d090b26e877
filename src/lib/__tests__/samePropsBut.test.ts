import { samePropsBut } from '../samePropsBut';

const content = () => null;
const byLength = (before: string, after: string) => before.length === after.length;

describe('samePropsBut', () => {
  it('compares the named prop with the function given and every other prop by identity', () => {
    expect(samePropsBut({ content, path: 'abc' }, { content, path: 'xyz' }, 'path', byLength)).toBe(true);
    expect(samePropsBut({ content, path: 'abc' }, { content, path: 'wxyz' }, 'path', byLength)).toBe(false);
    expect(samePropsBut({ content, path: 'abc' }, { content: () => null, path: 'abc' }, 'path', byLength)).toBe(false);
  });

  it('renders again when a prop is added or removed', () => {
    const before: { content: () => null; path: string; extra?: boolean } = { content, path: 'abc' };
    expect(samePropsBut(before, { ...before, extra: true }, 'path', byLength)).toBe(false);
    expect(samePropsBut({ ...before, extra: true }, before, 'path', byLength)).toBe(false);
  });
});
