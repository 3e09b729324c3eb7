import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * A server of its own with the third-party keys the default one runs without (issue 25): the
 * messenger's app key with the reference server's stand-in SDK (/dev/messenger/kakao.js) in place of
 * t1.kakaocdn.net, and a Google Analytics 4 id. The server reads them at start and gives them to the
 * pages (src/config/env.ts), so it serves the same build as every other spec (DIST_DIR, default
 * dist/); its Content-Security-Policy allows what they load. The default server has neither: its
 * share sheet has no messenger button and it loads no analytics.
 *
 * Started on a port the system picks. One spec file uses it, in serial mode: one server per run.
 */

export const KEYED_ENV = {
  VITE_KAKAO_JS_KEY: 'e2e-messenger-key',
  VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js',
  VITE_GA_ID: 'G-E2ETEST01',
} as const;

const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = resolve(ROOT, process.env.DIST_DIR ?? 'dist');

export interface KeyedServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startKeyedServer(): Promise<KeyedServer> {
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
