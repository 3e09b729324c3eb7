import { describe, expect, it } from 'vitest';
import { flipped, optimisticToggle, type PostPatch } from './reactions';
import type { PostDetail } from './schemas';

const post = (over: Partial<PostDetail> = {}) => ({ isLiked: false, likeCount: 3, isClipped: true, clipCount: 1, ...over }) as PostDetail;

function store(initial: PostDetail) {
  let current = initial;
  const writes: PostPatch[] = [];
  return {
    read: () => current,
    write: (patch: PostPatch) => {
      writes.push(patch);
      current = { ...current, ...patch };
    },
    get current() {
      return current;
    },
    writes,
  };
}

describe('flipped', () => {
  it('moves the count with the flag, never below zero', () => {
    expect(flipped(post(), 'isLiked')).toEqual({ isLiked: true, likeCount: 4 });
    expect(flipped(post(), 'isClipped')).toEqual({ isClipped: false, clipCount: 0 });
    expect(flipped(post({ isLiked: true, likeCount: 0 }), 'isLiked')).toEqual({ isLiked: false, likeCount: 0 });
  });
});

describe('optimisticToggle', () => {
  it("shows the new state at once and then takes the server's answer", async () => {
    const cache = store(post());
    let seenWhileSending: PostDetail | null = null;
    await optimisticToggle('a', 'isLiked', {
      ...cache,
      call: async (wanted) => {
        seenWhileSending = cache.current;
        return { isLiked: wanted, likeCount: 10 };
      },
      onError: () => undefined,
    });
    expect(seenWhileSending).toMatchObject({ isLiked: true, likeCount: 4 });
    expect(cache.current).toMatchObject({ isLiked: true, likeCount: 10 });
  });

  it('puts the state shown before back when the call fails, and reports why', async () => {
    const cache = store(post({ isLiked: true, likeCount: 7 }));
    const errors: unknown[] = [];
    await optimisticToggle('b', 'isLiked', {
      ...cache,
      call: () => Promise.reject(new Error('서버 오류')),
      onError: (error) => errors.push(error),
    });
    expect(cache.writes).toEqual([
      { isLiked: false, likeCount: 6 },
      { isLiked: true, likeCount: 7 },
    ]);
    expect(cache.current).toMatchObject({ isLiked: true, likeCount: 7 });
    expect(errors).toHaveLength(1);
  });

  it('ignores a second tap while the first is on its way', async () => {
    const cache = store(post());
    let calls = 0;
    let finish: (patch: PostPatch) => void = () => undefined;
    const deps = {
      ...cache,
      call: () => {
        calls += 1;
        return new Promise<PostPatch>((resolve) => {
          finish = resolve;
        });
      },
      onError: () => undefined,
    };
    const first = optimisticToggle('c', 'isClipped', deps);
    await optimisticToggle('c', 'isClipped', deps);
    finish({ isClipped: false, clipCount: 0 });
    await first;
    expect(calls).toBe(1);
    expect(cache.current).toMatchObject({ isClipped: false, clipCount: 0 });
  });
});
