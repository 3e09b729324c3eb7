// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../client';
import { configureLikes, LOGIN_REQUIRED_MESSAGE } from '../like-ports';
import { communityKeys } from './posts';
import { flipped, togglePostFlag } from './reactions';
import { toggleReplyLike } from './replies';
import type { PostDetail, Reply, ReplyPage } from './schemas';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const POST_ID = 41;
const key = communityKeys.detail('DASHBOARD', POST_ID);

const post = (over: Partial<PostDetail> = {}): PostDetail => ({
  postId: POST_ID,
  communityType: 'DASHBOARD',
  title: '무 보관법',
  excerpt: '',
  thumbnailUrl: null,
  imageCount: 0,
  author: { nickname: '별님' } as PostDetail['author'],
  likeCount: 3,
  replyCount: 0,
  viewCount: 9,
  clipCount: 1,
  isLiked: false,
  isClipped: false,
  boardDate: '2026-11-28',
  acceptedReplyId: null,
  survey: null,
  createdDt: '2026-11-28T09:00:00+09:00',
  body: '본문',
  images: [],
  isMine: false,
  updatedDt: null,
  ...over,
});

let queryClient: QueryClient;
const ports = { alert: vi.fn(), confirm: vi.fn(() => Promise.resolve(false)), goToLogin: vi.fn() };
let answer: (method: string) => Promise<Response>;
let calls: { method: string; url: string; body: unknown }[];
const shown = () => queryClient.getQueryData<PostDetail>(key)!;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(key, post());
  ports.alert.mockReset();
  ports.confirm.mockReset().mockResolvedValue(false);
  configureLikes(ports);
  configureClient({ showToasts: () => undefined, accessTokenExpired: () => Promise.resolve(false), refreshTokenExpired: () => undefined });
  calls = [];
  answer = () => Promise.resolve(json({ isClipped: true, clipCount: 7 }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer(method);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('flipped', () => {
  it('moves the count with the flag, never below zero', () => {
    expect(flipped(post(), 'isLiked')).toEqual({ isLiked: true, likeCount: 4 });
    expect(flipped(post({ isClipped: true }), 'isClipped')).toEqual({ isClipped: false, clipCount: 0 });
    expect(flipped(post({ isLiked: true, likeCount: 0 }), 'isLiked')).toEqual({ isLiked: false, likeCount: 0 });
  });
});

describe('togglePostFlag', () => {
  it("shows the new state at once, sends it, and takes the server's answer", async () => {
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(json({ isClipped: true, clipCount: 7 }))));
    const done = togglePostFlag(queryClient, 'DASHBOARD', POST_ID, 'isClipped');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(shown()).toMatchObject({ isClipped: true, clipCount: 2 });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { isClipped: true } });
    expect(calls[0]!.url).toMatch(/\/dashboard\/41\/clipping$/);
    release();
    await done;
    expect(shown()).toMatchObject({ isClipped: true, clipCount: 7 });
  });

  it('puts the state shown before back when the call fails, and says why in Korean', async () => {
    queryClient.setQueryData(key, post({ isLiked: true, likeCount: 7 }));
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await togglePostFlag(queryClient, 'DASHBOARD', POST_ID, 'isLiked');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { isLiked: false } });
    expect(shown()).toMatchObject({ isLiked: true, likeCount: 7 });
    expect(ports.alert).toHaveBeenCalledTimes(1);
    expect(ports.alert.mock.calls[0]![0]).toMatch(/[가-힣]/);
  });

  it('asks to log in when the server says the token is missing (110)', async () => {
    answer = () => Promise.resolve(json({ code: 110, message: '로그인이 필요해요.', errorType: 'BUSINESS' }, 401));
    await togglePostFlag(queryClient, 'DASHBOARD', POST_ID, 'isLiked');
    expect(shown()).toMatchObject({ isLiked: false, likeCount: 3 });
    await vi.waitFor(() => expect(ports.confirm).toHaveBeenCalledWith(LOGIN_REQUIRED_MESSAGE));
  });

  it('ignores a second tap while the first is on its way', async () => {
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(json({ isClipped: true, clipCount: 2 }))));
    const first = togglePostFlag(queryClient, 'DASHBOARD', POST_ID, 'isClipped');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await togglePostFlag(queryClient, 'DASHBOARD', POST_ID, 'isClipped');
    release();
    await first;
    expect(calls).toHaveLength(1);
    expect(shown()).toMatchObject({ isClipped: true, clipCount: 2 });
  });

  describe("the member's view of the post, fetched when the tap came (the sign-in noticed at start-up)", () => {
    /**
     * The screen shows the post (its query is active) and a fetch of it is under way that read the
     * post before the tap: the member's own like and post, but not the clip. Later fetches ask the
     * server, which has the clip by then.
     */
    function memberFetchUnderWay() {
      let land!: () => void;
      let fetches = 0;
      const queryFn = () => {
        fetches += 1;
        if (fetches === 1) return new Promise<PostDetail>((resolve) => (land = () => resolve(post({ isLiked: true, likeCount: 4, isMine: true }))));
        return fetch('/api/v1/community/dashboard/41').then((response) => response.json() as Promise<PostDetail>);
      };
      const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn, staleTime: Infinity }).subscribe(() => undefined);
      const landed = queryClient.fetchQuery({ queryKey: key, queryFn }).catch(() => undefined);
      let release!: () => void;
      answer = (method) =>
        method === 'PUT'
          ? new Promise((resolve) => (release = () => resolve(json({ isClipped: true, clipCount: 2 }))))
          : Promise.resolve(json(post({ isLiked: true, likeCount: 4, isMine: true, isClipped: true, clipCount: 2 })));
      return { land: () => land(), landed, answer: () => release(), unsubscribe };
    }

    for (const order of ['before', 'after'] as const) {
      it(`does not undo the tap when it lands ${order} the answer, and the member's view comes after`, async () => {
        const view = memberFetchUnderWay();
        const done = togglePostFlag(queryClient, 'DASHBOARD', POST_ID, 'isClipped');
        await vi.waitFor(() => expect(calls).toHaveLength(1));
        if (order === 'before') {
          view.land();
          await view.landed;
          expect(shown()).toMatchObject({ isClipped: true });
        }
        view.answer();
        await done;
        if (order === 'after') {
          view.land();
          await view.landed;
        }
        expect(shown()).toMatchObject({ isClipped: true, clipCount: 2 });
        // the member's own like and post come with the fetch made once the tap settled
        await vi.waitFor(() => expect(shown()).toMatchObject({ isClipped: true, clipCount: 2, isLiked: true, isMine: true }));
        view.unsubscribe();
      });
    }
  });
});

describe('toggleReplyLike', () => {
  const repliesKey = communityKeys.replies('DASHBOARD', POST_ID);
  const reply = (replyId: number, over: Partial<Reply> = {}): Reply => ({
    replyId,
    postId: POST_ID,
    body: `댓글 ${replyId}`,
    author: { nickname: '이웃' } as Reply['author'],
    likeCount: 2,
    isLiked: false,
    isMine: false,
    isAccepted: false,
    createdDt: '2026-11-28T09:00:00+09:00',
    updatedDt: null,
    ...over,
  });
  const pages = (...items: Reply[]) => ({ pages: [{ items, page: 1, size: 30, totalCount: items.length, hasNext: false }], pageParams: [1] });
  const heartOf = (replyId: number) =>
    queryClient
      .getQueryData<{ pages: ReplyPage[] }>(repliesKey)!
      .pages.flatMap((page) => page.items)
      .find((item) => item.replyId === replyId)!;

  it("flips only that reply's heart at once and keeps the server's answer", async () => {
    queryClient.setQueryData(repliesKey, pages(reply(1), reply(2)));
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(json({ isLiked: true, likeCount: 9 }))));
    const done = toggleReplyLike(queryClient, 'DASHBOARD', POST_ID, 2);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { isLiked: true } });
    expect(calls[0]!.url).toMatch(/\/41\/.*\/2\/like$/);
    expect(heartOf(2)).toMatchObject({ isLiked: true, likeCount: 3 });
    expect(heartOf(1)).toMatchObject({ isLiked: false, likeCount: 2 });
    release();
    await done;
    expect(heartOf(2)).toMatchObject({ isLiked: true, likeCount: 9 });
  });

  it('puts the heart back and tells why when the call fails', async () => {
    queryClient.setQueryData(repliesKey, pages(reply(1, { isLiked: true, likeCount: 5 })));
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await toggleReplyLike(queryClient, 'DASHBOARD', POST_ID, 1);
    expect(heartOf(1)).toMatchObject({ isLiked: true, likeCount: 5 });
    expect(ports.alert).toHaveBeenCalledTimes(1);
  });

  it('is not undone by the replies fetched when the tap came, landing after the answer', async () => {
    queryClient.setQueryData(repliesKey, pages(reply(1)));
    answer = () => Promise.resolve(json({ isLiked: true, likeCount: 3 }));
    let land!: () => void;
    const landed = queryClient
      .fetchQuery({ queryKey: repliesKey, queryFn: () => new Promise((resolve) => (land = () => resolve(pages(reply(1, { isMine: true }))))) })
      .catch(() => undefined);
    await toggleReplyLike(queryClient, 'DASHBOARD', POST_ID, 1);
    land();
    await landed;
    expect(heartOf(1)).toMatchObject({ isLiked: true, likeCount: 3 });
    expect(ports.alert).not.toHaveBeenCalled();
  });
});
