import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './page-lifecycle';
import { onlineImport } from './online-import';

// Each loader is its own source text, as each chunk's loader is in the build (`()=>import("./a-….js")`):
// onlineImport knows the modules loaded by their loader's source.
describe('onlineImport: no import of a module not loaded yet while the browser is offline', () => {
  it('offline, fails at once with a chunk error and does not ask the browser for the module', async () => {
    let asked = 0;
    const failure = await onlineImport(() => ((asked += 1), Promise.resolve('./a.js')), () => false).catch((error: unknown) => error);
    expect(asked).toBe(0);
    expect(isChunkLoadError(failure)).toBe(true);
  });

  it('online, imports it; offline later, the same module still imports (the browser has it)', async () => {
    let asked = 0;
    const load = () => ((asked += 1), Promise.resolve('./b.js'));
    await expect(onlineImport(load, () => true)).resolves.toBe('./b.js');
    await expect(onlineImport(load, () => false)).resolves.toBe('./b.js');
    expect(asked).toBe(2);
  });

  it('a module that failed online is not counted as loaded', async () => {
    let asked = 0;
    const load = () => ((asked += 1), Promise.reject(new TypeError('Failed to fetch dynamically imported module: ./c.js')));
    await expect(onlineImport(load, () => true)).rejects.toThrow(/c\.js/);
    await expect(onlineImport(load, () => false)).rejects.toThrow(/offline/);
    expect(asked).toBe(1);
  });
});
