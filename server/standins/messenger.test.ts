import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { openTestDatabase } from '../test-database';
import { MESSENGER_STANDIN_SCRIPT } from './messenger';

let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

const appWith = (env: Record<string, string>) => createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, ...env }) });

interface StandinKakao {
  init(key: unknown): void;
  isInitialized(): boolean;
  cleanup(): void;
  Share: { sendDefault(settings: unknown): void };
}

/** The stand-in run against a window of its own. */
function run() {
  const stored = new Map<string, string>();
  const win: Record<string, unknown> = { sessionStorage: { setItem: (key: string, value: string) => stored.set(key, value) } };
  new Function('window', MESSENGER_STANDIN_SCRIPT)(win);
  return { kakao: win.Kakao as StandinKakao, shares: win.__messengerShares as unknown[], stored };
}

const link = { mobileWebUrl: 'https://m.market.kr/deal/1', webUrl: 'https://m.market.kr/deal/1' };
const feed = { objectType: 'feed', content: { title: '[타임딜] 딸기', description: '8,690원', imageUrl: 'https://m.market.kr/images/1.svg', link }, buttons: [{ title: '자세히 보기', link }] };

describe('the messenger SDK stand-in (issue 25)', () => {
  it('is served at /dev/messenger/kakao.js outside production, and not in production', async () => {
    const res = await appWith({}).request('/dev/messenger/kakao.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(MESSENGER_STANDIN_SCRIPT);
    expect((await appWith({ NODE_ENV: 'production', OPERATOR_KEY: 'k'.repeat(20) }).request('/dev/messenger/kakao.js')).status).toBe(404);
    expect((await appWith({ MESSENGER_STANDIN: 'off' }).request('/dev/messenger/kakao.js')).status).toBe(404);
  });

  it('records a share only after init with an app key, with the key and a copy of the template', () => {
    const { kakao, shares, stored } = run();
    expect(kakao.isInitialized()).toBe(false);
    expect(() => kakao.Share.sendDefault(feed)).toThrow(/Kakao.init/);
    expect(() => kakao.init('')).toThrow(/app key/);
    kakao.init('e2e-key');
    expect(kakao.isInitialized()).toBe(true);
    kakao.Share.sendDefault(feed);
    expect(shares).toEqual([{ appKey: 'e2e-key', settings: feed }]);
    expect(JSON.parse(stored.get('messengerStandinShares')!)).toEqual(shares);
    kakao.cleanup();
    expect(kakao.isInitialized()).toBe(false);
  });

  it.each([
    [{ ...feed, content: { ...feed.content, imageUrl: '/images/1.svg' } }, /imageUrl/],
    [{ ...feed, content: { ...feed.content, title: '' } }, /title/],
    [{ ...feed, content: { ...feed.content, link: {} } }, /link/],
    [{ objectType: 'text', text: '', link }, /text is required/],
    [{ objectType: 'commerce' }, /unsupported/],
  ])('refuses a template the real SDK would refuse: %j', (settings, message) => {
    const { kakao, shares } = run();
    kakao.init('e2e-key');
    expect(() => kakao.Share.sendDefault(settings)).toThrow(message);
    expect(shares).toEqual([]);
  });
});
