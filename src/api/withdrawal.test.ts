// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAWAL_PATH, WITHDRAWAL_REASON_MAX_LENGTH, withdraw } from './withdrawal';

/** The withdrawal sends the body the server validates with (contract/schemas/withdrawal.ts), checked before it goes. */

let bodies: unknown[] = [];
beforeEach(() => {
  bodies = [];
  localStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    expect(url).toContain(WITHDRAWAL_PATH);
    expect(init.method).toBe('DELETE');
    bodies.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('withdraw', () => {
  it('sends the reason trimmed, and no reason for a blank one', async () => {
    await withdraw({ reason: '  자주 이용하지 않아요 / 딸기가 없어서요 \n' });
    await withdraw({ reason: '   ' });
    await withdraw({});
    expect(bodies).toEqual([{ reason: '자주 이용하지 않아요 / 딸기가 없어서요' }, {}, {}]);
  });

  it('refuses before sending what the server would refuse', async () => {
    await expect(withdraw({ reason: '가'.repeat(WITHDRAWAL_REASON_MAX_LENGTH + 1) })).rejects.toThrow();
    await expect(withdraw({ reason: '사유\u0000' })).rejects.toThrow();
    expect(bodies).toEqual([]);
  });
});
