import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, entryFacadeStart, routerManifestFromVite, type ViteManifest } from './manifest';

const vite: ViteManifest = {
  [CLIENT_ENTRY]: { file: 'assets/entry-client-stub.js', src: CLIENT_ENTRY, isEntry: true, imports: ['_entry-client-main.js'] },
  '_entry-client-main.js': { file: 'assets/entry-client-main.js', imports: ['_rolldown-runtime.js'], css: ['assets/entry-client.css'] },
  '_rolldown-runtime.js': { file: 'assets/rolldown-runtime.js' },
};

const FACADE = '//# allFunctionsCalledOnLoad\nimport{t as e}from"./entry-client-main.js";e();\n';

const loaderOf = (manifest: ReturnType<typeof routerManifestFromVite>) => manifest.routes.__root__?.scripts?.[0]?.children ?? '';

describe('the entry facade (one file fewer on every page)', () => {
  it("reads the chunk and the export Rolldown's 0.1 KB entry file calls", () => {
    expect(entryFacadeStart(FACADE, 'assets/entry-client-stub.js')).toEqual({ file: '/assets/entry-client-main.js', name: 't' });
    expect(entryFacadeStart('import{$r as a}from"./x-1.js";a()', 'assets/e.js')).toEqual({ file: '/assets/x-1.js', name: '$r' });
  });

  it('is not a facade when the entry has code of its own or calls something else', () => {
    expect(entryFacadeStart('import{t as e}from"./main.js";e();console.log(1)', 'assets/e.js')).toBeUndefined();
    expect(entryFacadeStart('import{t as e}from"./main.js";f();', 'assets/e.js')).toBeUndefined();
    expect(entryFacadeStart('import{t as e}from"https://elsewhere.example/x.js";e();', 'assets/e.js')).toBeUndefined();
    expect(entryFacadeStart('const x = 1;', 'assets/e.js')).toBeUndefined();
  });

  it("the loader imports the entry's chunk and calls its start, and neither loads nor preloads the facade", () => {
    const loader = loaderOf(routerManifestFromVite(vite, (file) => (file === 'assets/entry-client-stub.js' ? FACADE : undefined)));
    expect(loader).toContain('import("/assets/entry-client-main.js").then(m=>m["t"]())');
    expect(loader).toContain('"/assets/rolldown-runtime.js"');
    expect(loader).not.toContain('entry-client-stub.js');
  });

  it('without the file (or with an entry that is not a facade) the loader adds the entry as a module script', () => {
    for (const read of [() => undefined, () => 'import"./main.js";start();']) {
      const loader = loaderOf(routerManifestFromVite(vite, read));
      expect(loader).toContain("s.type='module';s.src=\"/assets/entry-client-stub.js\"");
      expect(loader).not.toContain('import(');
    }
  });
});
