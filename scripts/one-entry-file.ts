import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Manifest, Plugin, Rolldown } from 'vite';
import { COMPILE_HINT } from './compile-hints.ts';

/**
 * Every page of the production build loaded three script files before its route's: the entry, a
 * 0.1 KB facade (`import{t as e}from"./index-….js";await e();`), the `index` chunk that holds the
 * entry's code, and Rolldown's runtime (1.1 KB of helpers) as a file of its own. Each file costs
 * the phone's main thread about as much as a small script whatever its size (its response, its
 * module record; ~12 ms of Lighthouse's 4× figure each, docs/decisions.md "Fewer files per page"),
 * and Rolldown 1.2 has no option that folds either of them into the chunk (rolldown/rolldown#10414).
 *
 * This plugin does it once the bundle is written, so that the page loads one file:
 * - the runtime's code goes at the top of the `index` chunk, which exports its helpers under names
 *   of its own (`rt$<name>`), and every chunk that imported them from the runtime's file imports them
 *   from `index` instead (one copy of the runtime runs, as before: its shared-chunk registry is state);
 * - `index` becomes the entry: it ends by calling the function the facade called, and the facade's
 *   file goes. It is called, not awaited: a module that waits at its top level would hold back every
 *   lazy chunk that imports `index` until the app has started (the app loads such chunks while it
 *   starts), which the facade avoided by being imported by nobody.
 *
 * Vite's manifest (written after this) lists `index` as the entry `src/entry-client.tsx`, so the
 * server's loader (server/render/manifest.ts) preloads and runs that one file.
 *
 * File names stay honest: the runtime and `index` are covered by the hash of every chunk that
 * imported them (a chunk that imported the runtime but not `index` is given an import of `index`
 * before the hashes are computed), and what this adds is derived from what those hashes cover.
 * When the bundle is not of the expected shape (another entry, no runtime file, an entry chunk that
 * imports chunks of its own, which would run before the helpers exist; source maps, whose columns
 * this would move), it is left as Rolldown wrote it, with a warning.
 */

/** The name `index` exports the runtime's helper `name` under (see the module's comment). */
export const runtimeExportName = (name: string): string => `rt$${name}`;

const RUNTIME_MODULE = '\0rolldown/runtime.js';

interface Shape {
  readonly runtime: string;
  readonly host: string;
  readonly entry: string;
}

type ChunkLike = Pick<Rolldown.RenderedChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>;

/** The runtime's file, the entry (a facade) and the chunk it imports, or why not. */
export function bundleShape(chunks: readonly ChunkLike[]): Shape | string {
  const runtimes = chunks.filter((chunk) => chunk.moduleIds.length === 1 && chunk.moduleIds[0] === RUNTIME_MODULE);
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (runtimes.length !== 1 || !runtimes[0]) return 'no runtime file of its own';
  if (entries.length !== 1 || !entries[0]) return `${entries.length} entries`;
  const [runtime, entry] = [runtimes[0].fileName, entries[0]];
  const hosts = entry.imports.filter((file) => file !== runtime);
  if (hosts.length !== 1 || !hosts[0]) return 'an entry that is not a facade of one chunk';
  const host = chunks.find((chunk) => chunk.fileName === hosts[0]);
  if (!host?.imports.includes(runtime)) return 'an entry chunk that does not import the runtime';
  // a chunk it imported would run before it, and find the runtime's helpers not yet there
  if (host.imports.some((file) => file !== runtime)) return 'an entry chunk that imports other chunks';
  return { runtime, host: host.fileName, entry: entry.fileName };
}

const relative = (from: string, to: string): string => {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const withoutHint = (code: string) => (code.startsWith(`${COMPILE_HINT}\n`) ? code.slice(COMPILE_HINT.length + 1) : code);
const hintOf = (code: string) => (code.startsWith(`${COMPILE_HINT}\n`) ? `${COMPILE_HINT}\n` : '');

/** `a as e,i` → [['a','e'],['i','i']] (exported or imported name, local name). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(part);
      if (!match?.[1]) throw new Error(`one-entry-file: cannot read the specifier "${part}"`);
      return [match[1], match[2] ?? match[1]];
    });
}

/** The runtime's minified file → its body and its exports (exported name → local name). */
export function splitRuntime(code: string): { body: string; exports: Map<string, string> } {
  const match = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
  if (!match?.[1]) throw new Error('one-entry-file: the runtime file has no export list at its end');
  const exports = new Map(specifiers(match[1]).map(([local, exported]) => [exported, local]));
  return { body: withoutHint(code.slice(0, match.index)), exports };
}

/** The statements of `code` that import from `specifier`, each with its specifiers. */
function importsFrom(code: string, specifier: string): { statement: string; names: [string, string][] }[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escape(specifier)}["'];?`, 'g');
  return [...code.matchAll(pattern)].map((match) => ({ statement: match[0], names: specifiers(match[1] ?? '') }));
}

/**
 * The `index` chunk with the runtime at its top, the runtime's helpers exported, and the entry's
 * call at its end.
 */
export function hostWithRuntime(
  code: string,
  runtimeSpecifier: string,
  runtime: { body: string; exports: Map<string, string> },
  hostExports: readonly string[],
  startCall: string,
): string {
  const statements = importsFrom(code, runtimeSpecifier);
  if (statements.length !== 1 || !statements[0]) throw new Error('one-entry-file: the entry chunk imports the runtime once');
  const local = new Map(statements[0].names);
  const bindings: string[] = [];
  const returned: string[] = [];
  const exported: string[] = [];
  for (const [name, runtimeLocal] of runtime.exports) {
    const fresh = `$rolldown_runtime_${name}`;
    const binding = local.get(name) ?? fresh;
    if (binding === fresh && code.includes(fresh)) throw new Error(`one-entry-file: ${fresh} is taken`);
    const exportName = runtimeExportName(name);
    if (hostExports.includes(exportName)) throw new Error(`one-entry-file: the entry chunk exports ${exportName} already`);
    bindings.push(`${name}:${binding}`);
    returned.push(`${name}:${runtimeLocal}`);
    exported.push(`${binding} as ${exportName}`);
  }
  const prelude = `const{${bindings.join(',')}}=(()=>{${runtime.body}\n;return{${returned.join(',')}}})();`;
  const rest = withoutHint(code).replace(statements[0].statement, '');
  return `${hintOf(code)}${prelude}\n${rest}\nexport{${exported.join(',')}};\n${startCall}\n`;
}

/** A chunk's imports from the runtime's file, now from `index` under its names for them. */
export function importsFromHost(code: string, runtimeSpecifier: string, hostSpecifier: string): string {
  let result = code;
  for (const { statement, names } of importsFrom(code, runtimeSpecifier)) {
    const list = names.map(([name, local]) => `${runtimeExportName(name)} as ${local}`).join(',');
    // a function, so that a `$` in a name is not read as a replacement pattern (`$$`, `$&`)
    result = result.replace(statement, () => `import{${list}}from${JSON.stringify(hostSpecifier)};`);
  }
  return result;
}

/**
 * Vite's preload lists (`__vite__mapDeps`) name files by their path from the root: where one named
 * the runtime's file, it names `index`'s (already loaded: preloading it again costs nothing). The
 * lists are indexed by position, so the entry is renamed, not removed.
 */
export function preloadsNaming(code: string, runtimeFile: string, hostFile: string): string {
  const listed = JSON.stringify(runtimeFile);
  return code.includes(listed) ? code.split(listed).join(JSON.stringify(hostFile)) : code;
}

/**
 * The facade's call: `import{t as e}from"./index-….js";await e();` → the name `index` exports the
 * function under (`t`).
 */
export function facadeCall(code: string, hostSpecifier: string): string {
  const body = withoutHint(code).trim();
  const match = new RegExp(`^import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escape(hostSpecifier)}["'];?\\s*await\\s+([\\w$]+)\\(\\);?$`).exec(body);
  if (!match?.[1] || !match[2]) throw new Error(`one-entry-file: the entry is not a facade: ${body.slice(0, 200)}`);
  const called = specifiers(match[1]).find(([, local]) => local === match[2]);
  if (!called) throw new Error('one-entry-file: the facade calls a name it does not import');
  return called[0];
}

/** The local name of `index`'s export `name`. */
export function localOfExport(code: string, name: string): string {
  const match = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
  const found = match?.[1] ? specifiers(match[1]).find(([, exported]) => exported === name) : undefined;
  if (!found) throw new Error(`one-entry-file: the entry chunk has no export ${name}`);
  return found[0];
}

/**
 * The call that starts the app at the end of `index`. A failure is thrown again outside the
 * promise, so that it is reported as an error of the page, as the facade's would have been.
 */
export const entryCall = (local: string): string => `${local}().catch(e=>setTimeout(()=>{throw e}));`;

const union = (...lists: (readonly string[] | undefined)[]): string[] | undefined => {
  const all = [...new Set(lists.flatMap((list) => list ?? []))];
  return all.length > 0 ? all : undefined;
};

/**
 * Vite's manifest, written from Rolldown's chunk graph, still lists the facade, `index` and the
 * runtime: the entry's key now names `index`'s file, with `index`'s imports, and every other
 * chunk's import of `index` or the runtime is an import of the entry.
 */
export function manifestWithOneEntry(manifest: Manifest, files: Shape): Manifest {
  const keyOf = (file: string) => Object.keys(manifest).find((key) => manifest[key]?.file === file);
  const [entryKey, hostKey, runtimeKey] = [keyOf(files.entry), keyOf(files.host), keyOf(files.runtime)];
  const [entry, host] = [entryKey && manifest[entryKey], hostKey && manifest[hostKey]];
  if (!entryKey || !hostKey || !runtimeKey || !entry || !host) throw new Error('one-entry-file: the manifest does not list the entry, its chunk and the runtime');
  const rename = (keys: readonly string[] | undefined, self: string) =>
    union((keys ?? []).map((key) => (key === hostKey || key === runtimeKey ? entryKey : key)).filter((key) => key !== self));
  const result: Manifest = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key === hostKey || key === runtimeKey) continue;
    const source = key === entryKey ? { ...host, src: entry.src, name: entry.name, isEntry: true, css: union(entry.css, host.css), assets: union(entry.assets, host.assets) } : chunk;
    const { imports, dynamicImports, css, assets, ...rest } = source;
    const lists = { imports: rename(imports, key), dynamicImports: rename(dynamicImports, key), css, assets };
    result[key] = { ...rest, ...Object.fromEntries(Object.entries(lists).filter(([, list]) => list !== undefined)) };
  }
  return result;
}

export function oneEntryFilePlugin(): Plugin {
  let skip: string | undefined;
  /** the rendered chunks' shape, read once per render (every chunk's renderChunk sees the same graph) */
  let rendered: Shape | string | undefined;
  let folded: Shape | undefined;
  return {
    name: 'market:one-entry-file',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    enforce: 'post',
    renderStart(outputOptions) {
      skip = outputOptions.sourcemap ? 'source maps are on' : undefined;
      rendered = undefined;
      folded = undefined;
    },
    renderChunk(code, chunk, _options, meta) {
      if (skip) return null;
      const shape = (rendered ??= bundleShape(Object.values(meta.chunks)));
      if (typeof shape === 'string' || chunk.fileName === shape.host) return null;
      if (!chunk.imports.includes(shape.runtime) || chunk.imports.includes(shape.host)) return null;
      // its file name's hash now covers the `index` chunk it will import the runtime's helpers from
      return `import ${JSON.stringify(relative(chunk.fileName, shape.host))};\n${code}`;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (skip) {
          this.warn(`one-entry-file: the bundle is left as it is: ${skip}`);
          return;
        }
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const shape = bundleShape(chunks);
        if (typeof shape === 'string') {
          this.warn(`one-entry-file: the bundle is left as it is: ${shape}`);
          return;
        }
        const host = bundle[shape.host];
        const runtime = bundle[shape.runtime];
        const entry = bundle[shape.entry];
        if (host?.type !== 'chunk' || runtime?.type !== 'chunk' || entry?.type !== 'chunk') return;

        const called = facadeCall(entry.code, relative(entry.fileName, host.fileName));
        host.code = hostWithRuntime(
          host.code,
          relative(host.fileName, runtime.fileName),
          splitRuntime(runtime.code),
          host.exports,
          entryCall(localOfExport(host.code, called)),
        );
        for (const chunk of chunks) {
          if (chunk === host || chunk === runtime || chunk === entry) continue;
          if (chunk.imports.includes(runtime.fileName)) {
            chunk.code = importsFromHost(chunk.code, relative(chunk.fileName, runtime.fileName), relative(chunk.fileName, host.fileName));
            chunk.imports = [...new Set(chunk.imports.map((file) => (file === runtime.fileName ? host.fileName : file)))];
          }
        }
        for (const chunk of chunks) chunk.code = preloadsNaming(chunk.code, runtime.fileName, host.fileName);
        host.imports = host.imports.filter((file) => file !== runtime.fileName);
        host.isEntry = true;
        host.facadeModuleId = entry.facadeModuleId;
        // how a plugin takes a file out of the bundle (Rollup's and Rolldown's documented way)
        Reflect.deleteProperty(bundle, shape.entry);
        Reflect.deleteProperty(bundle, shape.runtime);
        folded = shape;
        const left = chunks.find((chunk) => chunk !== runtime && chunk !== entry && chunk.code.includes(posix.basename(runtime.fileName)));
        if (left) throw new Error(`one-entry-file: ${left.fileName} still names the runtime's file`);
      },
    },
    writeBundle(options, bundle) {
      if (!folded || !options.dir) return;
      const manifest = Object.keys(bundle).find((file) => /(^|\/)manifest\.json$/.test(file));
      if (!manifest) return;
      const path = join(options.dir, manifest);
      const written = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
      writeFileSync(path, `${JSON.stringify(manifestWithOneEntry(written, folded), null, 2)}\n`);
    },
  };
}
