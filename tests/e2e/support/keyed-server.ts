import { resolve } from 'node:path';
import { startServer } from '../../../bench/server-process';

/**
 * A server of its own with the third-party keys the default one runs without (issue 25): the
 * messenger's app key with the reference server's stand-in SDK (/dev/messenger/kakao.js) in place of
 * t1.kakaocdn.net, and a Google Analytics 4 id. The server reads them at start and gives them to the
 * pages (src/config/env.ts), so it serves the same build as every other spec (DIST_DIR, default
 * dist/); its Content-Security-Policy allows what they load. The default server has neither: its
 * share sheet has no messenger button and it loads no analytics.
 *
 * Started on a free port (bench/server-process.ts, as the bench and the bundle budget start theirs). One
 * spec file uses it, in serial mode: one server per run.
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
  const server = await startServer({ script: 'server/main.ts', env: { ...KEYED_ENV, DATA_DIR: ':memory:', DIST_DIR: DIST } });
  return { baseURL: server.origin, stop: server.stop };
}
