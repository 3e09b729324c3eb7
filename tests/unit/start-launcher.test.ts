/**
 * `npm start`'s launcher (scripts/start.mjs, issue 14 start-up): it runs the server's bundle without tsx
 * only when both the app's build and the bundle are made from the current sources (`currentStart` in
 * scripts/freshness.mjs); anything else takes scripts/start.ts under tsx, which builds, bundles or falls
 * back to the sources. The plain-JS files are type-checked here (the project's tsconfig reads no JS).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../bench/server-process';
import { RUNTIME_KEYS } from '../../contract/runtime-keys';
import { currentStart, SERVER_ENTRY, SERVER_STAMP_FILE, serverStamp, writeBuildStamp } from '../../scripts/freshness.mjs';

const projectRoot = process.cwd();
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A small project: sources of the app and the server, a build of the app and a bundle, both current. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'start-launcher-'));
  made.push(root);
  write(root, 'package.json', '{"name":"fixture"}');
  write(root, 'index.html', '<!doctype html>');
  write(root, 'src/main.tsx', 'export const app = 1;');
  write(root, 'src/main.test.tsx', 'test file');
  write(root, 'machines/gate.ts', 'export const gate = 1;');
  write(root, 'server/main.ts', 'export const server = 1;');
  write(root, 'server/routes.test.ts', 'test file');
  write(root, 'scripts/build-server.ts', 'export {};');
  const distDir = join(root, 'dist');
  const bundleDir = join(root, 'node_modules', '.cache', 'market-server');
  const env: NodeJS.ProcessEnv = {};
  const stamp = () => {
    write(root, 'dist/server/entry-server.js', '// the renderer');
    writeBuildStamp(root, distDir, env);
    write(root, `node_modules/.cache/market-server/${SERVER_ENTRY}`, '// the bundle');
    writeFileSync(join(bundleDir, SERVER_STAMP_FILE), `${serverStamp(root)}\n`);
  };
  stamp();
  return { root, distDir, bundleDir, env, stamp };
}

describe("npm start's launcher decides", () => {
  let p: ReturnType<typeof project>;
  beforeEach(() => {
    p = project();
  });

  it('the fast path when the build and the bundle are both current', () => {
    expect(currentStart(p.root, p.env)).toEqual({ distDir: p.distDir, bundleDir: p.bundleDir, bundle: join(p.bundleDir, SERVER_ENTRY) });
  });

  it('the slow path after a change in src/, and the fast one again once built', () => {
    write(p.root, 'src/main.tsx', 'export const app = 2;');
    expect(currentStart(p.root, p.env)).toBeUndefined();
    p.stamp();
    expect(currentStart(p.root, p.env)).toBeDefined();
  });

  it('the slow path after a new file in src/ or a change in machines/', () => {
    write(p.root, 'src/new-screen.tsx', 'export {};');
    expect(currentStart(p.root, p.env)).toBeUndefined();
    p.stamp();
    write(p.root, 'machines/gate.ts', 'export const gate = 2;');
    expect(currentStart(p.root, p.env)).toBeUndefined();
  });

  it('the slow path after a change in server/ or to the bundler', () => {
    write(p.root, 'server/main.ts', 'export const server = 2;');
    expect(currentStart(p.root, p.env)).toBeUndefined();
    p.stamp();
    write(p.root, 'scripts/build-server.ts', 'export const changed = true;');
    expect(currentStart(p.root, p.env)).toBeUndefined();
  });

  it('the slow path after a dependency bump (package.json is an input of both)', () => {
    write(p.root, 'package.json', '{"name":"fixture","dependencies":{"hono":"9"}}');
    expect(currentStart(p.root, p.env)).toBeUndefined();
  });

  it('the slow path with another VITE_ variable (compiled into the app)', () => {
    expect(currentStart(p.root, { VITE_API: 'https://elsewhere.example' })).toBeUndefined();
  });

  it('the fast path with the third-party keys, which the server gives the pages at run time', () => {
    const keys = Object.fromEntries(RUNTIME_KEYS.map((key) => [key, `${key.toLowerCase()}-value`]));
    expect(currentStart(p.root, { ...keys, VITE_GA_ID: 'G-ABCD1234' })).toBeDefined();
  });

  it('the slow path without a build, a bundle or either stamp', () => {
    for (const file of [join(p.distDir, 'server', 'entry-server.js'), join(p.distDir, '.build-stamp'), join(p.bundleDir, SERVER_ENTRY), join(p.bundleDir, SERVER_STAMP_FILE)]) {
      rmSync(file);
      expect(currentStart(p.root, p.env), file).toBeUndefined();
      p.stamp();
    }
  });

  it('the fast path still when only tests changed (they are not built)', () => {
    write(p.root, 'src/main.test.tsx', 'another test');
    write(p.root, 'server/routes.test.ts', 'another test');
    expect(currentStart(p.root, p.env)).toBeDefined();
  });

  it('with DIST_DIR and SERVER_BUNDLE_DIR taken from the project', () => {
    const env = { DIST_DIR: 'dist', SERVER_BUNDLE_DIR: 'node_modules/.cache/market-server' };
    expect(currentStart(p.root, env)?.bundle).toBe(join(p.bundleDir, SERVER_ENTRY));
    expect(currentStart(p.root, { DIST_DIR: 'elsewhere' })).toBeUndefined();
  });
});

describe('npm start on the fast path', () => {
  it('runs a current bundle in plain Node, without tsx', async () => {
    // under the project, so the stand-in resolves its packages; the cache folder is missing on a fresh clone
    mkdirSync(join(projectRoot, 'node_modules', '.cache'), { recursive: true });
    const work = mkdtempSync(join(projectRoot, 'node_modules', '.cache', 'start-launcher-test-'));
    made.push(work);
    const dist = join(work, 'dist');
    write(work, 'dist/server/entry-server.js', '// the renderer');
    writeBuildStamp(projectRoot, dist);
    const bundleDir = join(work, 'bundle');
    // the stand-in says whether a .ts file can be imported: only under tsx
    write(work, 'bundle/probe.ts', 'export const typed: number = 1;');
    write(
      work,
      `bundle/${SERVER_ENTRY}`,
      `import { createServer } from 'node:http';
const tsx = await import('./probe.ts').then(() => true, () => false);
createServer((req, res) => res.end(JSON.stringify({ status: 'ok', tsx }))).listen(Number(process.env.PORT), process.env.HOST);
`,
    );
    writeFileSync(join(bundleDir, SERVER_STAMP_FILE), `${serverStamp(projectRoot)}\n`);
    const server = await startServer({ script: 'scripts/start.mjs', nodeArgs: [], env: { DIST_DIR: dist, SERVER_BUNDLE_DIR: bundleDir }, timeoutMs: 30_000 });
    try {
      expect(await (await fetch(`${server.origin}/api/health`)).json()).toEqual({ status: 'ok', tsx: false });
    } finally {
      await server.stop();
    }
  }, 40_000);
});

describe("the launcher's plain JavaScript", () => {
  it('type-checks (scripts/tsconfig.mjs.json: checkJs, strict)', () => {
    const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'scripts/tsconfig.mjs.json'], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);
});
