// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, networkStore, onNetworkChange } from './network';

function setOnLine(value: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => vi.restoreAllMocks());

describe('network (issue 11 §6)', () => {
  it('reads navigator.onLine', () => {
    setOnLine(false);
    expect(isOnline()).toBe(false);
    expect(networkStore.getSnapshot()).toBe(false);
    setOnLine(true);
    expect(isOnline()).toBe(true);
  });

  it('reports online and offline events until unsubscribed', () => {
    const seen: boolean[] = [];
    const stop = onNetworkChange((online) => seen.push(online));
    setOnLine(false);
    setOnLine(true);
    stop();
    setOnLine(false);
    expect(seen).toEqual([false, true]);
  });
});
