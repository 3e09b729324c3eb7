import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../server/db/client';
import { bearer, signInNaver, testApp, type TestApp } from '../../../server/test-app';
import { openTestDatabase } from '../../../server/test-database';

/**
 * A standard validating proxy (Stoplight Prism, `prism proxy --errors`) in front of the reference
 * server, with the server's own /api/openapi.json (issue 26): every GET operation of the document
 * is called through it, as a member, and no answer breaks the document (Prism would answer a
 * violation as its own `application/problem+json` error instead).
 *
 * Ports: the server 4811, Prism 4812 (this worktree's range, README "Tests").
 */

const SERVER_PORT = Number(process.env.CONTRACT_SERVER_PORT ?? 4811);
const PRISM_PORT = Number(process.env.CONTRACT_PRISM_PORT ?? 4812);

interface Document {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
}

let database: OpenDatabase;
let t: TestApp;
let server: ServerType;
let prism: ChildProcess;
let prismLog = '';
let document: Document;
let token: string;

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`${url} did not answer: ${String(error)}\n${prismLog}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '315360000', REFRESH_TOKEN_TTL_S: '315360000' });
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: SERVER_PORT });
  token = (await signInNaver(t)).accessToken;
  document = (await (await t.app.request('/api/openapi.json')).json()) as Document;
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-proxy-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  prism = spawn('npx', ['--no-install', 'prism', 'proxy', file, `http://127.0.0.1:${SERVER_PORT}`, '--errors', '--port', String(PRISM_PORT), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: npx starts prism as a child, which a kill of npx alone leaves running
    detached: true,
  });
  prism.stdout?.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  prism.stderr?.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  await waitFor(`http://127.0.0.1:${PRISM_PORT}/api/v1/display/local`, 60_000);
}, 90_000);

afterAll(async () => {
  if (prism?.pid !== undefined) {
    try {
      process.kill(-prism.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

/** real values for the path parameters, read from the server itself */
async function pathValues(): Promise<Record<string, string>> {
  const json = async (path: string) => (await (await t.app.request(path, { headers: bearer(token) })).json()) as Record<string, unknown>;
  const first = (body: Record<string, unknown>, key: string) => String((body.items as Record<string, unknown>[] | undefined)?.[0]?.[key] ?? '1');
  const deals = await json('/api/v2/display/deal?status=ALL');
  const local = (await json('/api/v1/display/local')) as { regions: { localCode: string }[] };
  const localCode = local.regions[0]?.localCode ?? 'JEJU';
  const stores = await json(`/api/v2/display/local/${localCode}`);
  const notices = await json('/api/v1/display/notice');
  const dashboard = await json('/api/v1/community/dashboard/list');
  const qna = await json('/api/v1/community/qna');
  const surveys = await json('/api/v1/community/survey');
  return {
    dealId: first(deals, 'dealId'),
    periodId: '1',
    eventId: '1',
    localCode,
    shopId: first(stores, 'shopId'),
    productNo: String(((deals.items as { product: { productNo: number } }[] | undefined)?.[0]?.product.productNo) ?? 1),
    noticeId: first(notices, 'noticeId'),
    kind: 'post',
    dashboard: first(dashboard, 'postId'),
    qna: first(qna, 'postId'),
    survey: first(surveys, 'postId'),
  };
}

/** the required query values of the calls that have some */
const QUERIES: Record<string, string> = {
  '/api/v1/display/category/product': 'categoryCode=',
  '/api/v2/display/search': 'keyword=사과',
  '/api/v2/display/search/store': 'keyword=농원',
  '/api/v2/display/search/auto-keyword': 'keyword=사',
  '/api/v2/display/banner': 'position=HOME_MAIN',
  '/api/v1/display/web/shortlink': 'code=missing',
  '/api/v1/user/email': 'cellphone=010-0000-0000',
  '/api/v1/user/nick-name/validation': 'nickName=프리즘검사',
  '/api/v1/community/bannedwords-validation': 'text=맛있는 사과',
  '/api/v1/community/search': 'keyword=사과',
  '/api/v1/user/point/exchange-complete': 'exchangeId=1',
  '/api/v1/user/like-product': 'productNo=',
  '/api/v1/user/like-shop': 'shopId=',
};

describe('prism proxy --errors in front of the server', () => {
  it('sees no answer of a GET operation that breaks the document', async () => {
    const values = await pathValues();
    const profile = (await (await t.app.request('/api/v1/display/web/profile')).json()) as { filterInfo: { categories: { categoryCode: string }[] } };
    QUERIES['/api/v1/display/category/product'] = `categoryCode=${profile.filterInfo.categories[0]?.categoryCode ?? ''}`;
    QUERIES['/api/v1/user/like-product'] = `productNo=${values.productNo ?? '1'}`;
    QUERIES['/api/v1/user/like-shop'] = `shopId=${values.shopId ?? '1'}`;
    const violations: string[] = [];
    let called = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      if (!('get' in item)) continue;
      const type = /\/community\/(dashboard|qna|survey)\/\{postId\}/.exec(path)?.[1];
      const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === 'postId' && type ? (values[type] ?? '1') : (values[name] ?? '1')));
      const query = QUERIES[path];
      const url = `http://127.0.0.1:${PRISM_PORT}${concrete}${query ? `?${encodeURI(query)}` : ''}`;
      const res = await fetch(url, { headers: { ...bearer(token), accessToken: token, deviceUuid: 'w-prism-device' } });
      called += 1;
      const body = await res.text();
      if ((res.headers.get('content-type') ?? '').includes('application/problem+json') || res.headers.get('sl-violations')) {
        violations.push(`GET ${concrete} → ${res.status} ${res.headers.get('sl-violations') ?? ''} ${body.slice(0, 600)}`);
      }
    }
    expect(called).toBeGreaterThan(50);
    expect(violations).toEqual([]);
  }, 180_000);
});
