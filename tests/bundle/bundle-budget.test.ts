import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirstLoad, measureFirstLoadJs } from '../../bench/first-load';
import { type RunningServer, startServer } from '../../bench/server-process';
import { COMPILE_HINT } from '../../scripts/compile-hints';

/**
 * The JS a phone downloads for home, counted the way it loads (issue 14): the built app served by the
 * reference server on a free port, `/` opened in Chromium, every JS response until the network is
 * idle summed as gzip level 9 (bench/first-load.ts): the entry, the home route, its lazy blocks and
 * anything preloaded while idle. docs/decisions.md "First-screen budget" has the history and what each
 * change bought.
 */
/**
 * Issue 14's target is 140 KiB. Home loads 124.5 KiB in 16 files since the app ships preact/compat in
 * place of react-dom (docs/decisions.md "Preact in place of react-dom"; 180.9 KiB with React 19, 204.3
 * before the native banner carousel, the cookie reader, the fetch client, the leaner entry and the
 * chunk groups). The entry chunk is ~107 KiB: the router 23, xstate 13, TanStack Query 12, Preact ~5,
 * valibot 3, our first screen ~41, Vite's preload lists ~4; home's lazy chunks ~18. The budget holds
 * what we have within a few KiB, under the target. Deal cards preload their route only after the first
 * interaction, so nothing of the deal page is counted here.
 */
const TARGET_KIB = 140;
const BUDGET_KIB = 128;
const dist = resolve(process.env.DIST_DIR ?? 'dist');

describe('bundle budget', () => {
  let server: RunningServer;
  let home: FirstLoad;

  beforeAll(async () => {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
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
    if (kib > TARGET_KIB) console.log(`(issue 14's target: ${TARGET_KIB} KiB)`);
    expect(kib).toBeLessThanOrEqual(BUDGET_KIB);
  });

  it("tells V8 to compile home's chunks while they download (scripts/compile-hints.ts)", () => {
    const unhinted = home.scripts.filter((script) => !script.source.startsWith(`${COMPILE_HINT}\n`)).map((script) => script.url);
    expect(unhinted).toEqual([]);
  });

  it('keeps lottie out of the home route', () => {
    const sources = home.scripts.map((script) => script.source).join('\n');
    // lottie-web's player registers this renderer name; it must only arrive with the lazy throbber
    expect(sources).not.toMatch(/lottie|bodymovin/i);
  });
});
