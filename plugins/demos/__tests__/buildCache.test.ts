import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_CACHE_DIR_VARIABLE, reusedWithinBuild } from '../buildCache';
import { toJavaScript } from '../transpile';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/demos/CounterDemo.tsx'), 'utf8');

describe('reusedWithinBuild', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-build-cache-test-'));
  });
  afterEach(() => {
    delete process.env[BUILD_CACHE_DIR_VARIABLE];
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("works the value out once per build: a later locale's process reads what the first one wrote", async () => {
    process.env[BUILD_CACHE_DIR_VARIABLE] = folder;
    const compute = jest.fn(() => Promise.resolve('first'));
    await expect(reusedWithinBuild('kind', ['a', 'b'], compute)).resolves.toBe('first');
    await expect(reusedWithinBuild('kind', ['a', 'b'], () => Promise.resolve('second'))).resolves.toBe('first');
    expect(compute).toHaveBeenCalledTimes(1);
    // Other inputs, even the same characters split otherwise, are another value.
    await expect(reusedWithinBuild('kind', ['ab', ''], () => Promise.resolve('other'))).resolves.toBe('other');
    expect(fs.readdirSync(path.join(folder, 'kind'))).toHaveLength(2);
  });

  it('works the value out every time outside a build (npm start, the tests)', async () => {
    const compute = jest.fn(() => Promise.resolve('value'));
    await reusedWithinBuild('kind', ['a'], compute);
    await reusedWithinBuild('kind', ['a'], compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("gives a demo's JavaScript from the build's folder the second time, the same as transpiled", async () => {
    const transpiled = await toJavaScript(fixture);
    process.env[BUILD_CACHE_DIR_VARIABLE] = folder;
    await expect(toJavaScript(fixture)).resolves.toBe(transpiled);
    const kept = fs.readdirSync(path.join(folder, 'demo-javascript'));
    expect(kept).toHaveLength(1);
    fs.writeFileSync(path.join(folder, 'demo-javascript', kept.join('')), 'what the first locale wrote');
    await expect(toJavaScript(fixture)).resolves.toBe('what the first locale wrote');
    // A helper module is transpiled as TypeScript, not TSX: another entry.
    await expect(toJavaScript('export const twice = <T,>(list: T[]) => [...list, ...list];\n', 'helpers.ts')).resolves.toContain('twice');
    expect(fs.readdirSync(path.join(folder, 'demo-javascript'))).toHaveLength(2);
  });
});
