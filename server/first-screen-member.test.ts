// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_CARD_CALL, MEMBER_CARD_ENTRY_WAIT_MS, MEMBER_CARD_SCRIPT, memberCard } from './first-screen-member';

/**
 * My page's first-paint script (server/first-screen-member.ts) as the browser runs it: first in
 * <head>, with the entry held as `link[data-entry]` and the card after the root element.
 */

const ENTRY = '/assets/index-AbC_1.js';

interface Answer {
  readonly ok: boolean;
  readonly body?: unknown;
}

let fetchMock: ReturnType<typeof vi.fn>;
let answer: (value: Answer) => void;
let fail: (error: Error) => void;

function page({ entry = true }: { entry?: boolean } = {}) {
  document.head.innerHTML = entry ? `<link rel="modulepreload" crossorigin href="${ENTRY}" data-entry>` : '';
  document.body.innerHTML = `<div id="root"></div>${memberCard().body}`;
}

/** runs the script as the page would, after the page is parsed */
function run() {
  new Function(MEMBER_CARD_SCRIPT)();
}

const card = () => document.getElementById('fp-my-card') as HTMLElement;
const name = () => document.getElementById('fp-my-name') as HTMLElement;
/** the entries the script started, as paths */
const entries = () => [...document.querySelectorAll('script[type="module"]')].map((script) => new URL(script.getAttribute('src') ?? '', window.location.href).pathname);
/** lets the fetch's then-callbacks run */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  fetchMock = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        answer = ({ ok, body }) => resolve({ ok, json: () => Promise.resolve(body) });
        fail = reject;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
  delete (window as { __firstCall?: unknown }).__firstCall;
  page();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("my page's first paint script", () => {
  it("asks for the screen's call with the stored token, names the card as text, then starts the entry once", async () => {
    window.localStorage.setItem('accessToken1', 'Bearer token-1');
    window.localStorage.setItem('uid', 'w-device');
    run();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(MEMBER_CARD_CALL, {
      headers: { Authorization: 'Bearer token-1', deviceUuid: 'w-device', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    // the app takes the same answer (src/platform/first-call.ts)
    const handed = (window as { __firstCall?: { path: string; token: string; answer: Promise<unknown> } }).__firstCall;
    expect(handed?.path).toBe(MEMBER_CARD_CALL);
    expect(handed?.token).toBe('token-1');
    expect(card().hidden).toBe(true);
    expect(entries()).toEqual([]);

    answer({ ok: true, body: { nickName: '<img src=x onerror=alert(1)>' } });
    await settle();
    // text, never markup
    expect(name().textContent).toBe('<img src=x onerror=alert(1)>님');
    expect(name().querySelector('img')).toBeNull();
    expect(card().hidden).toBe(false);
    await expect(handed?.answer).resolves.toEqual({ nickName: '<img src=x onerror=alert(1)>' });
    // the entry after the frame that paints the card
    expect(entries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(entries()).toEqual([ENTRY]);
    expect(document.querySelector('script[type="module"]')?.getAttribute('crossorigin')).toBe('anonymous');
    await vi.advanceTimersByTimeAsync(MEMBER_CARD_ENTRY_WAIT_MS);
    expect(entries()).toEqual([ENTRY]);
  });

  it('without a token: no call, no card, the entry at once', () => {
    run();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(card().hidden).toBe(true);
    expect(entries()).toEqual([ENTRY]);
  });

  it('a refused call, a failed one or an answer without a usable nickname: no card, the entry at once', async () => {
    const cases: Array<(token: string) => void> = [
      () => answer({ ok: false, body: { code: 110 } }),
      () => fail(new TypeError('Failed to fetch')),
      () => answer({ ok: true, body: { nickName: '' } }),
      () => answer({ ok: true, body: { nickName: 7 } }),
      () => answer({ ok: true, body: null }),
      () => answer({ ok: true, body: { nickName: '가'.repeat(31) } }),
    ];
    for (const [index, settleCall] of cases.entries()) {
      page();
      delete (window as { __firstCall?: unknown }).__firstCall;
      window.localStorage.setItem('accessToken1', `token-${index}`);
      run();
      settleCall(`token-${index}`);
      await settle();
      expect(card().hidden, `case ${index}`).toBe(true);
      expect(name().textContent, `case ${index}`).toBe('');
      expect(entries(), `case ${index}`).toEqual([ENTRY]);
    }
  });

  it('starts the entry at the latest after the wait when the call does not answer', async () => {
    window.localStorage.setItem('accessToken1', 'token-1');
    run();
    await vi.advanceTimersByTimeAsync(MEMBER_CARD_ENTRY_WAIT_MS - 1);
    expect(entries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(entries()).toEqual([ENTRY]);
    // a late answer still names the card, and starts nothing more
    answer({ ok: true, body: { nickName: '딸기농부' } });
    await settle();
    await vi.advanceTimersByTimeAsync(20);
    expect(name().textContent).toBe('딸기농부님');
    expect(entries()).toEqual([ENTRY]);
  });

  it('starts nothing when the page has no held entry (its own script is still there)', async () => {
    page({ entry: false });
    window.localStorage.setItem('accessToken1', 'token-1');
    run();
    answer({ ok: true, body: { nickName: '딸기농부' } });
    await settle();
    await vi.advanceTimersByTimeAsync(MEMBER_CARD_ENTRY_WAIT_MS);
    expect(name().textContent).toBe('딸기농부님');
    expect(entries()).toEqual([]);
  });
});
