import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { isBuildCurrent } from '../../../scripts/freshness.mjs';

/**
 * A second build of the app, with the third-party keys the default build leaves out (issue 25): the
 * messenger's app key with the reference server's stand-in SDK (/dev/messenger/kakao.js) in place of
 * t1.kakaocdn.net, and a Google Analytics 4 id. The default build, which every other spec uses, has
 * neither: its share sheet has no messenger button and it loads no analytics.
 *
 * Built into dist-e2e-keys/ (skipped when its stamp says it is current: the stamp covers the sources
 * and these variables) and served by a server of its own on a port the system picks, with the same
 * variables, so its Content-Security-Policy allows what the build loads. One spec file uses it, in
 * serial mode: one build and one server per run.
 */

export const KEYED_ENV = {
  VITE_KAKAO_JS_KEY: 'e2e-messenger-key',
  VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js',
  VITE_GA_ID: 'G-E2ETEST01',
} as const;

const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = resolve(ROOT, 'dist-e2e-keys');

export interface KeyedServer {
  baseURL: string;
  stop(): Promise<void>;
}

function build(): void {
  const env = { ...process.env, ...KEYED_ENV, DIST_DIR: DIST };
  if (isBuildCurrent(ROOT, DIST, env)) return;
  // the browser's files, then the pages' renderer (as `npm run build`), into DIST
  for (const args of [['vite', 'build', '--logLevel', 'warn'], ['vite', 'build', '--ssr', '--logLevel', 'warn']]) {
    const result = spawnSync('npx', args, { cwd: ROOT, env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`the keyed build failed (exit ${result.status})`);
  }
}

export async function startKeyedServer(): Promise<KeyedServer> {
  build();
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...KEYED_ENV, PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', NODE_ENV: 'test', DIST_DIR: DIST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseURL = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the keyed server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        done(`http://127.0.0.1:${found[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the keyed server exited (${code}):\n${output}`));
    });
  });
  return {
    baseURL,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
