import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirstLoad, measureFirstLoadJs } from '../../bench/first-load';
import { type RunningServer, startServer } from '../../bench/server-process';
import { COMPILE_HINT } from '../../scripts/compile-hints';

/**
 * What ships, read from the production build (issue 24): the JS a phone downloads for home, counted
 * the way it loads (the built app served by the reference server on a free port, `/` opened in
 * Chromium, every JS response until the network is idle summed as gzip level 9, bench/first-load.ts),
 * and what the shipped code is made of: React's own renderer and the chosen libraries, nothing of
 * Preact, no development tools.
 */
/** Issue 24's line for home's first-load JS (React 19, the router, Query, XState and the first screen). */
const BUDGET_KIB = 195;
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const client = join(dist, 'client');

/** Every JS file of the browser's build, as text. */
function shippedJs(): string {
  const files = readdirSync(join(client, 'assets')).filter((name) => name.endsWith('.js'));
  return files.map((name) => readFileSync(join(client, 'assets', name), 'utf8')).join('\n');
}

describe('what ships', () => {
  let server: RunningServer;
  let home: FirstLoad;
  let everything: string;

  beforeAll(async () => {
    if (!existsSync(join(dist, 'server', 'entry-server.js'))) throw new Error(`${dist}/server/entry-server.js is missing: run \`npm run build\` first`);
    everything = shippedJs();
    server = await startServer({ script: 'server/main.ts', env: { DATA_DIR: ':memory:', DIST_DIR: dist } });
    home = await measureFirstLoadJs(`${server.origin}/`);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it(`loads at most ${BUDGET_KIB} KiB of gzipped JS on home until the network is idle`, () => {
    const kib = home.gzipBytes / 1024;
    const files = home.scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1).padStart(6)} ${new URL(script.url).pathname}`);
    console.log(`home first-load JS: ${kib.toFixed(1)} KiB gzip in ${home.scripts.length} files\n${files.join('\n')}`);
    expect(home.scripts.length).toBeGreaterThan(0);
    expect(kib).toBeLessThanOrEqual(BUDGET_KIB);
  });

  it("renders with React's react-dom, and calls and reads cookies with ofetch and universal-cookie", () => {
    const homeJs = home.scripts.map((script) => script.source).join('\n');
    // react-dom's client: its hydration entry and its error decoder's address
    expect(homeJs).toMatch(/hydrateRoot/);
    expect(homeJs).toContain('https://react.dev/errors/');
    // ofetch's own message for a timed-out request, and universal-cookie's option names
    expect(homeJs).toContain('[TimeoutError]: The operation was aborted due to timeout');
    expect(homeJs).toContain('doNotParse');
  });

  it('ships nothing of Preact, and no development tools', () => {
    expect(everything).not.toMatch(/preact|__PREACT_DEVTOOLS__/i);
    expect(everything).not.toMatch(/TanStackRouterDevtools|ReactQueryDevtools|tanstack-query-devtools|@statelyai\/inspect/);
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies })).not.toContain('preact');
  });

  it("tells V8 to compile home's chunks while they download (scripts/compile-hints.ts)", () => {
    const unhinted = home.scripts.filter((script) => !script.source.startsWith(`${COMPILE_HINT}\n`)).map((script) => script.url);
    expect(unhinted).toEqual([]);
  });

  it("loads the app's code as one file before the route's: no entry facade, no runtime file of its own (scripts/one-entry-file.ts)", () => {
    const loaded = home.scripts.map((script) => new URL(script.url).pathname);
    const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const entry = manifest['src/entry-client.tsx']?.file;
    expect(entry).toMatch(/^assets\/index-/);
    expect(loaded).toContain(`/${entry}`);
    const folded = /\/(entry-client|rolldown-runtime)-[^/]*\.js$/;
    expect(loaded.filter((path) => folded.test(path))).toEqual([]);
    expect(readdirSync(join(client, 'assets')).filter((name) => folded.test(`/${name}`))).toEqual([]);
    expect(JSON.stringify(manifest)).not.toMatch(/entry-client-|rolldown-runtime/);
    // Rolldown's runtime runs once: its registry of shared chunks is state
    expect(everything.match(/was not registered before it was required/g)).toHaveLength(1);
  });

  it('keeps lottie out of the home route', () => {
    const sources = home.scripts.map((script) => script.source).join('\n');
    // lottie-web's player registers this renderer name; it must only arrive with the lazy throbber
    expect(sources).not.toMatch(/lottie|bodymovin/i);
  });
});
