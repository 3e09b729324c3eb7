/**
 * `npm start` runs the server from its bundle (issue 14, start-up; scripts/build-server.ts): a current
 * bundle is used as it is, a stale or missing one is made again, and the bundle is the whole server
 * (it finds its migrations and package.json from where it lies).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../bench/server-process';
import { bundleServer, ensureServerBundle, SERVER_ENTRY } from '../../scripts/build-server';
import { SERVER_STAMP_FILE, serverStamp, writeBuildStamp } from '../../scripts/build-stamp';

const root = process.cwd();
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
let work: string;
/** a build of the app that npm start takes as current (it only looks at the stamp and the renderer's entry) */
let dist: string;

beforeAll(() => {
  // inside the project, as the default place is: the bundle finds PGlite in node_modules from there
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  work = mkdtempSync(join(root, 'node_modules', '.cache', 'market-server-test-'));
  dist = join(work, 'dist');
  mkdirSync(dist);
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'server', 'entry-server.js'), 'export const render = () => undefined;');
  writeBuildStamp(root, dist);
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** a stand-in for the bundle: npm start must run it as it is when its stamp is current */
const FAKE_SERVER = `import { createServer } from 'node:http';
createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ status: 'ok', standIn: true }));
}).listen(Number(process.env.PORT), process.env.HOST);
`;

/** as package.json runs it: `node scripts/start.mjs` (tsx only on its way to a new bundle) */
function npmStart(bundleDir: string) {
  return startServer({
    script: 'scripts/start.mjs',
    nodeArgs: [],
    // the embedded database whatever the suite runs on (the PostgreSQL suite sets DATABASE_URL)
    env: { DIST_DIR: dist, SERVER_BUNDLE_DIR: bundleDir, DATA_DIR: ':memory:', DATABASE_URL: '', JWT_SECRET: 'bundle-test-secret-0123456789abcdefghijkl' },
    timeoutMs: 90_000,
  });
}

async function health(origin: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${origin}/api/health`)).json()) as Record<string, unknown>;
}

describe('the server bundle', () => {
  it('is made once, then reused while its inputs are the same, and made again when its stamp differs', async () => {
    const dir = join(work, 'ensure');
    const first = await ensureServerBundle(root, dir);
    expect(first).toEqual({ file: join(dir, SERVER_ENTRY), built: true });
    const madeAt = statSync(first.file).mtimeMs;
    expect(await ensureServerBundle(root, dir)).toEqual({ file: first.file, built: false });
    expect(statSync(first.file).mtimeMs).toBe(madeAt);
    writeFileSync(join(dir, SERVER_STAMP_FILE), 'an older stamp\n');
    expect(await ensureServerBundle(root, dir)).toEqual({ file: first.file, built: true });
    expect(readFileSync(join(dir, SERVER_STAMP_FILE), 'utf8').trim()).toBe(serverStamp(root));
  }, 60_000);

  it('npm start runs a current bundle as it is', async () => {
    const dir = join(work, 'current');
    mkdirSync(dir);
    writeFileSync(join(dir, SERVER_ENTRY), FAKE_SERVER);
    writeFileSync(join(dir, SERVER_STAMP_FILE), `${serverStamp(root)}\n`);
    const server = await npmStart(dir);
    try {
      expect(await health(server.origin)).toEqual({ status: 'ok', standIn: true });
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('npm start bundles a stale one again and runs the real server from it: migrations, package.json and all', async () => {
    const dir = join(work, 'stale');
    mkdirSync(dir);
    writeFileSync(join(dir, SERVER_ENTRY), FAKE_SERVER);
    writeFileSync(join(dir, SERVER_STAMP_FILE), 'an older stamp\n');
    const server = await npmStart(dir);
    try {
      expect(await health(server.origin)).toEqual({ status: 'ok', database: 'pglite' });
      expect(readFileSync(join(dir, SERVER_ENTRY), 'utf8')).not.toContain('standIn');
      const profile = await fetch(`${server.origin}/api/v2/app/profile`, { headers: { deviceUuid: 'w-bundle-test' } });
      expect(((await profile.json()) as { appInfo: { webVersion: string } }).appInfo.webVersion).toBe(version);
      const deals = await fetch(`${server.origin}/api/v2/display/deal`);
      expect(deals.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('keeps no absolute path of this machine and no import() for tsx to rewrite', async () => {
    const dir = join(work, 'paths');
    const file = await bundleServer(root, dir);
    const source = readFileSync(file, 'utf8');
    expect(source).not.toContain(root);
    expect(source).toContain('server/db/migrate.ts');
    // an import() left in it makes tsx (npm start's loader) rewrite the whole file at every start:
    // only the two that load files from outside the bundle, by a computed address (the pages'
    // renderer of the build, server/render/app-pages.ts; Vite in development, server/main.ts)
    expect(source.match(/\bimport\(/g)).toHaveLength(2);
    expect(source).toMatch(/import\(viteDevModule\)/);
    expect(source).toMatch(/import\(pathToFileURL\(file\)\.href\)/);
    expect(source).not.toMatch(/from ["']vite["']/);
  }, 60_000);
});
