import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compile-hints';
import {
  bundleShape,
  entryCall,
  facadeCall,
  hostWithRuntime,
  importsFromHost,
  localOfExport,
  manifestWithOneEntry,
  preloadsNaming,
  splitRuntime,
} from '../../scripts/one-entry-file';

/**
 * scripts/one-entry-file.ts on chunks written the way Rolldown writes them (minified, with the
 * compile hint): the result is run by Node as ES modules, so what is checked is what a browser
 * would do with the files, not their text.
 */

// Rolldown's runtime: a helper, and the shared-chunk registry whose state must exist once
const RUNTIME = `${COMPILE_HINT}
var e=Object.defineProperty,t=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports),n=Object.create(null),r=(e,t)=>{e in n||(n[e]=t)},i=e=>{var t=n[e];if(!t)throw Error(\`Shared chunk "\`+e+\`" was not registered before it was required.\`);return t()};export{i as a,r,t};`;

// the chunk of the entry's code: uses a helper, registers a shared chunk, and exports the app's
// start, which loads a lazy chunk (as the app loads its route's) before it is done
const INDEX = `${COMPILE_HINT}
const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/lazy-L.js","assets/rolldown-runtime-R.js"])))=>i.map(i=>d[i]);
import{r as e,t as n}from"./rolldown-runtime-R.js";var o=n((e,t)=>{t.exports={name:"cjs"}});e("shared",()=>"from the shared chunk");globalThis.started??=0;async function s(){globalThis.lazy=(await import("./lazy-L.js")).answer;globalThis.started++;globalThis.deps=__vite__mapDeps([0,1])}var c=o().name;export{c as n,s as t};`;

// the facade Rolldown writes as the entry
const FACADE = `${COMPILE_HINT}
import{t as e}from"./index-I.js";await e();`;

// a lazy chunk: helpers from the runtime, the app's code from index
const LAZY = `${COMPILE_HINT}
import{a as e,t}from"./rolldown-runtime-R.js";import{n as r}from"./index-I.js";var i=t((e,t)=>{t.exports=1});export const answer=[e("shared"),r,i()];`;

const chunk = (fileName: string, imports: string[], extra: Partial<{ isEntry: boolean; moduleIds: string[] }> = {}) => ({
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  moduleIds: extra.moduleIds ?? [`/src/${fileName}`],
});

const GRAPH = [
  chunk('assets/entry-client-E.js', ['assets/index-I.js'], { isEntry: true }),
  chunk('assets/index-I.js', ['assets/rolldown-runtime-R.js']),
  chunk('assets/rolldown-runtime-R.js', [], { moduleIds: ['\0rolldown/runtime.js'] }),
  chunk('assets/lazy-L.js', ['assets/rolldown-runtime-R.js', 'assets/index-I.js']),
];

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("one script file before the route's (scripts/one-entry-file.ts)", () => {
  it('keeps a `$` in the names it writes as it is', () => {
    expect(importsFromHost('import{$ as $$,a}from"./rolldown-runtime-R.js";$$(a);', './rolldown-runtime-R.js', './index-I.js')).toBe(
      'import{rt$$ as $$,rt$a as a}from"./index-I.js";$$(a);',
    );
  });

  it('finds the facade, the chunk it calls and the runtime, and leaves other shapes alone', () => {
    expect(bundleShape(GRAPH)).toEqual({ entry: 'assets/entry-client-E.js', host: 'assets/index-I.js', runtime: 'assets/rolldown-runtime-R.js' });
    expect(bundleShape(GRAPH.filter((file) => !file.fileName.includes('runtime')))).toBe('no runtime file of its own');
    expect(bundleShape([...GRAPH, chunk('assets/other-O.js', [], { isEntry: true })])).toBe('2 entries');
    const notFacade = GRAPH.map((file) => (file.isEntry ? { ...file, imports: ['assets/index-I.js', 'assets/lazy-L.js'] } : file));
    expect(bundleShape(notFacade)).toBe('an entry that is not a facade of one chunk');
    const hostImports = GRAPH.map((file) => (file.fileName === 'assets/index-I.js' ? { ...file, imports: [...file.imports, 'assets/lazy-L.js'] } : file));
    expect(bundleShape(hostImports)).toBe('an entry chunk that imports other chunks');
  });

  it('reads what the facade calls and its local name in the chunk', () => {
    expect(facadeCall(FACADE, './index-I.js')).toBe('t');
    expect(localOfExport(INDEX, 't')).toBe('s');
    expect(() => facadeCall(`${FACADE}console.log(1);`, './index-I.js')).toThrow(/not a facade/);
    expect(() => localOfExport(INDEX, 'zz')).toThrow(/no export zz/);
  });

  it("runs as before from one file: the app starts once, and a lazy chunk gets the same runtime's helpers and shared chunks", async () => {
    const runtime = splitRuntime(RUNTIME);
    expect([...runtime.exports]).toEqual([
      ['a', 'i'],
      ['r', 'r'],
      ['t', 't'],
    ]);
    const host = preloadsNaming(
      hostWithRuntime(INDEX, './rolldown-runtime-R.js', runtime, ['n', 't'], entryCall(localOfExport(INDEX, 't'))),
      'assets/rolldown-runtime-R.js',
      'assets/index-I.js',
    );
    const lazy = importsFromHost(LAZY, './rolldown-runtime-R.js', './index-I.js');
    expect(host.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(`${host}${lazy}`).not.toContain('rolldown-runtime-R.js');
    expect(lazy).toContain('import{rt$a as e,rt$t as t}from"./index-I.js";');

    dir = mkdtempSync(join(tmpdir(), 'one-entry-'));
    writeFileSync(join(dir, 'index-I.js'), host);
    writeFileSync(join(dir, 'lazy-L.js'), lazy);
    // the page's one script, loaded by Node's own ES modules (Vitest's runner has its own semantics)
    writeFileSync(
      join(dir, 'page.mjs'),
      `await import('./index-I.js');for(let i=0;i<200&&!globalThis.started;i++)await new Promise(r=>setTimeout(r,5));` +
        `console.log(JSON.stringify({started:globalThis.started,lazy:globalThis.lazy,deps:globalThis.deps}))`,
    );
    const run = spawnSync(process.execPath, [join(dir, 'page.mjs')], { encoding: 'utf8', timeout: 10_000 });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const state = JSON.parse(run.stdout) as { started?: number; lazy?: unknown; deps?: unknown };
    expect(state.started).toBe(1);
    expect(state.lazy).toEqual(['from the shared chunk', 'cjs', 1]);
    expect(state.deps).toEqual(['assets/lazy-L.js', 'assets/index-I.js']);
  });

  it('reports a failed start as an error of the page, as the facade did', async () => {
    const thrown = new Promise<unknown>((resolve) => {
      const original = globalThis.setTimeout;
      globalThis.setTimeout = ((callback: () => void) => {
        globalThis.setTimeout = original;
        try {
          callback();
        } catch (error) {
          resolve(error);
        }
      }) as typeof setTimeout;
    });
    const start = (): Promise<never> => Promise.reject(new Error('start failed'));
    // the call the plugin writes, run with `start` as the entry's function
    new Function('start', entryCall('start'))(start);
    expect(await thrown).toEqual(new Error('start failed'));
  });

  it("names the file in Vite's manifest: the entry's key holds index's file, and nothing lists the runtime or the facade", () => {
    const manifest = {
      'src/entry-client.tsx': { file: 'assets/entry-client-E.js', name: 'entry-client', src: 'src/entry-client.tsx', isEntry: true, imports: ['_index-I.js'] },
      '_index-I.js': { file: 'assets/index-I.js', name: 'index', imports: ['_rolldown-runtime-R.js'], dynamicImports: ['src/lazy.ts'], css: ['assets/index-C.css'] },
      '_rolldown-runtime-R.js': { file: 'assets/rolldown-runtime-R.js', name: 'rolldown-runtime' },
      'src/lazy.ts': { file: 'assets/lazy-L.js', src: 'src/lazy.ts', isDynamicEntry: true, imports: ['_rolldown-runtime-R.js', '_index-I.js'] },
      'src/hash.ts': { file: 'assets/hash-H.js', src: 'src/hash.ts', isDynamicEntry: true, imports: ['_rolldown-runtime-R.js'] },
    };
    const result = manifestWithOneEntry(manifest, { entry: 'assets/entry-client-E.js', host: 'assets/index-I.js', runtime: 'assets/rolldown-runtime-R.js' });
    expect(result).toEqual({
      'src/entry-client.tsx': { file: 'assets/index-I.js', name: 'entry-client', src: 'src/entry-client.tsx', isEntry: true, dynamicImports: ['src/lazy.ts'], css: ['assets/index-C.css'] },
      'src/lazy.ts': { file: 'assets/lazy-L.js', src: 'src/lazy.ts', isDynamicEntry: true, imports: ['src/entry-client.tsx'] },
      'src/hash.ts': { file: 'assets/hash-H.js', src: 'src/hash.ts', isDynamicEntry: true, imports: ['src/entry-client.tsx'] },
    });
  });
});
