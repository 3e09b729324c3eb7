import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// the answers are checked with the contract's schemas, the ones the app parses with (issue 26)
import * as client from '../../contract/schemas/community';
import { call, get, newMember } from '../../tests/server/catalog-kit';
import type { OpenDatabase } from '../db/client';
import { alarms, communityImages, communityPosts, communitySurveyOptions, pointLedger } from '../db/schema';
import { kstDate } from '../points/days';
import { memberIdOf, naverAccount, signInNaver, testApp, type TestApp, testClock } from '../test-app';
import { openTestDatabase } from '../test-database';
import { IMAGE_UPLOAD_LIMIT } from '../validation';
import sharp from 'sharp';
import { readImageInfo } from './image-bytes';
import { IMAGE_MESSAGES } from './image-routes';
import { COMMUNITY_THUMBNAIL_SIDE, MESSAGES } from './posts';
import { COMMUNITY_TEST_EMAIL } from '../seed/community-content';
import { WRITE_MESSAGES } from './writes';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '315360000', REFRESH_TOKEN_TTL_S: '315360000' });
});
afterAll(async () => {
  await database?.close();
});

const C = '/api/v1/community';

function parses<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new Error(`does not parse: ${JSON.stringify(v.flatten(result.issues))}\n${JSON.stringify(body).slice(0, 500)}`);
  return result.output;
}

function expectError(answer: { status: number; body: { code: number; message: string; errorType: string } }, status: number, code: number, message?: string) {
  expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
  expect(answer.body.message).toMatch(/[가-힣]/);
  if (message !== undefined) expect(answer.body.message).toBe(message);
}

// --- pictures of the four types, header bytes only ---------------------------------------------

function png(width: number, height: number, extra = 200): Uint8Array {
  const bytes = new Uint8Array(33 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

function gif(width: number, height: number): Uint8Array {
  return new Uint8Array([...Buffer.from('GIF89a'), width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0, 0x3b]);
}

function webp(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set(Buffer.from('RIFF'), 0);
  bytes.set(Buffer.from('WEBPVP8X'), 8);
  bytes.set([10, 0, 0, 0, 0, 0, 0, 0], 16);
  bytes.set([(width - 1) & 255, ((width - 1) >> 8) & 255, (width - 1) >> 16, (height - 1) & 255, ((height - 1) >> 8) & 255, (height - 1) >> 16], 24);
  return bytes;
}

async function upload(token: string | undefined, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await t.app.request(`${C}/image`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { imageId: number; url: string; width: number; height: number; code: number; message: string; errorType: string } };
}

async function newPost(token: string, type: 'dashboard' | 'qna' = 'dashboard', extra: Record<string, unknown> = {}) {
  const imageIds = type === 'dashboard' ? [(await upload(token, png(800, 600))).body.imageId] : [];
  return call(t, 'POST', `${C}/${type}`, { token, body: { title: '오늘 만든 굴국밥', body: '굴 한 봉지로 시원하게 끓였어요.\n무도 넣었어요.', imageIds, ...extra } });
}

// --- reading ---------------------------------------------------------------------------------

describe('reading', () => {
  it('popular: posts of every type from the last 14 days, ranked by the counters', async () => {
    const answer = await get(t, `${C}/popular?size=50`);
    expect(answer.status).toBe(200);
    const page = parses(client.PostPageSchema, answer.body);
    expect(page.items.length).toBe(50);
    expect(page.totalCount).toBeGreaterThan(50);
    const score = (p: (typeof page.items)[number]) => (p.likeCount * 3 + p.replyCount * 2 + p.clipCount * 2) * 10 + p.viewCount;
    expect(page.items.every((item, i) => i === 0 || score(page.items[i - 1]!) >= score(item))).toBe(true);
    const oldest = Date.now() - 14 * 86_400_000;
    expect(page.items.every((item) => Date.parse(item.createdDt) > oldest)).toBe(true);
    expect(new Set(page.items.map((item) => item.communityType)).size).toBeGreaterThan(1);
    expectError(await get(t, `${C}/popular?size=51`), 400, 13);
  });

  it('dashboard: the daily board of today, with the nearest days and the last 14 days with posts', async () => {
    const today = kstDate(new Date());
    const answer = await get(t, `${C}/dashboard`);
    const board = parses(client.DailyBoardPageSchema, answer.body);
    expect(board.date).toBe(today);
    expect(board.nextDate).toBeNull();
    expect(board.prevDate).not.toBeNull();
    expect(board.items.every((item) => item.communityType === 'DASHBOARD' && item.boardDate === today && item.thumbnailUrl !== null)).toBe(true);
    expect(board.days.length).toBe(14);
    expect(board.days[0]?.date).toBe(today);
    expect(board.days.every((day, i) => i === 0 || board.days[i - 1]!.date > day.date)).toBe(true);

    const previous = parses(client.DailyBoardPageSchema, (await get(t, `${C}/dashboard?date=${board.prevDate}&sort=NEWEST`)).body);
    expect(previous.date).toBe(board.prevDate);
    expect(previous.nextDate).toBe(today);
    expect(previous.totalCount).toBe(board.days[1]?.postCount);
    expect(previous.items.every((item, i) => i === 0 || previous.items[i - 1]!.createdDt >= item.createdDt)).toBe(true);
  });

  it('dashboard: a bad date or sort is refused', async () => {
    expectError(await get(t, `${C}/dashboard?date=2025-02-30`), 400, 12);
    expectError(await get(t, `${C}/dashboard?date=20250201`), 400, 12);
    expectError(await get(t, `${C}/dashboard?date=2999-01-01`), 400, 13);
    expectError(await get(t, `${C}/dashboard?sort=LIKES`), 400, 12);
    expectError(await get(t, `${C}/dashboard/list?page=0`), 400, 13);
  });

  it('lists of each board, sorted', async () => {
    const list = parses(client.PostPageSchema, (await get(t, `${C}/dashboard/list?sort=REPLY_COUNT&size=30`)).body);
    expect(list.items.every((item, i) => item.communityType === 'DASHBOARD' && (i === 0 || list.items[i - 1]!.replyCount >= item.replyCount))).toBe(true);
    const answered = parses(client.PostPageSchema, (await get(t, `${C}/qna?answered=true&size=50`)).body);
    expect(answered.items.length).toBeGreaterThan(0);
    expect(answered.items.every((item) => item.communityType === 'QNA' && item.acceptedReplyId !== null)).toBe(true);
    const open = parses(client.PostPageSchema, (await get(t, `${C}/qna?answered=false&size=50`)).body);
    expect(open.items.every((item) => item.acceptedReplyId === null)).toBe(true);
    expectError(await get(t, `${C}/qna?answered=yes`), 400, 12);
    const surveys = parses(client.PostPageSchema, (await get(t, `${C}/survey?sort=NEWEST`)).body);
    expect(surveys.items.every((item) => item.survey !== null && item.survey.options.length >= 3)).toBe(true);
  });

  it('details and replies; another type or an unknown post is 404 code 8', async () => {
    const [post] = parses(client.PostPageSchema, (await get(t, `${C}/qna?answered=true&size=1`)).body).items;
    const detail = parses(client.PostDetailSchema, (await get(t, `${C}/qna/${post!.postId}`)).body);
    expect(detail.body.length).toBeGreaterThan(0);
    expect(detail.isMine).toBe(false);
    const replies = parses(client.ReplyPageSchema, (await get(t, `${C}/qna/${post!.postId}/reply`)).body);
    expect(replies.items.filter((reply) => reply.isAccepted).map((reply) => reply.replyId)).toEqual([detail.acceptedReplyId]);
    expect(replies.items.every((reply, i) => i === 0 || replies.items[i - 1]!.createdDt <= reply.createdDt)).toBe(true);

    const [dashboard] = parses(client.PostPageSchema, (await get(t, `${C}/dashboard/list?size=1`)).body).items;
    const withImages = parses(client.PostDetailSchema, (await get(t, `${C}/dashboard/${dashboard!.postId}`)).body);
    expect(withImages.images.length).toBe(withImages.imageCount);
    expect(withImages.thumbnailUrl).toBe(`/images/community/${withImages.images[0]?.imageId}-thumb.webp`);

    expectError(await get(t, `${C}/dashboard/${post!.postId}`), 404, 8, MESSAGES.postGone);
    expectError(await get(t, `${C}/qna/999999`), 404, 8, MESSAGES.postGone);
    expectError(await get(t, `${C}/qna/2147483648`), 400, 13);
    expectError(await get(t, `${C}/qna/999999/reply`), 404, 8);
  });

  it('search: titles and bodies, initial consonants, counts per type', async () => {
    const answer = parses(client.SearchPageSchema, (await get(t, `${C}/search?keyword=김장`)).body);
    expect(answer.counts.DASHBOARD).toBeGreaterThan(0);
    expect(answer.counts.QNA).toBeGreaterThan(0);
    expect(answer.counts.SURVEY).toBeGreaterThan(0);
    expect(answer.totalCount).toBe(answer.counts.DASHBOARD + answer.counts.QNA + answer.counts.SURVEY);
    const chosung = parses(client.SearchPageSchema, (await get(t, `${C}/search?keyword=ㄱㄱㅁ&communityType=DASHBOARD&size=50`)).body);
    expect(chosung.items.length).toBeGreaterThan(0);
    expect(chosung.items.every((item) => item.communityType === 'DASHBOARD')).toBe(true);
    expect(chosung.totalCount).toBe(chosung.counts.DASHBOARD);
    expect(chosung.items.some((item) => /군고구마/.test(item.title))).toBe(true);
    const body = parses(client.SearchPageSchema, (await get(t, `${C}/search?keyword=봉지굴 냉장고`)).body);
    expect(body.items.map((item) => item.title)).toContain('굴 사면 며칠까지 먹어도 되나요?');
    expectError(await get(t, `${C}/search`), 400, 10);
    expectError(await get(t, `${C}/search?keyword=${'가'.repeat(31)}`), 400, 13);
    expectError(await get(t, `${C}/search?keyword=김장&communityType=NOTICE`), 400, 12);
  });

  it('banned words: the form can ask before posting', async () => {
    expect(parses(client.BannedWordsSchema, (await get(t, `${C}/bannedwords-validation?text=김장 양념 레시피`)).body)).toEqual({ isValid: true, bannedWords: [], message: null });
    expect((await get(t, `${C}/bannedwords-validation?text=토토 사이트 가입`)).body).toEqual({
      isValid: false,
      bannedWords: ['토토사이트'],
      message: '사용할 수 없는 단어가 포함되어 있어요: 토토사이트',
    });
    expectError(await get(t, `${C}/bannedwords-validation`), 400, 10);
  });

  it('my page of the seeded test member: posts, clippings, likes and their counts', async () => {
    const { accessToken } = await signInNaver(t, naverAccount({ email: COMMUNITY_TEST_EMAIL }));
    const posts = parses(client.MyPostPageSchema, (await get(t, `${C}/my/post`, accessToken)).body);
    expect(posts.counts.post).toBeGreaterThanOrEqual(5);
    expect(posts.counts.clipping).toBeGreaterThan(0);
    expect(posts.counts.like).toBeGreaterThan(0);
    expect(posts.items.every((item) => item.author.nickname === '부지런한감자')).toBe(true);
    const clipped = parses(client.MyPostPageSchema, (await get(t, `${C}/my/clipping`, accessToken)).body);
    expect(clipped.items.length).toBe(posts.counts.clipping);
    expect(clipped.items.every((item) => item.isClipped)).toBe(true);
    const liked = parses(client.MyPostPageSchema, (await get(t, `${C}/my/like?size=50`, accessToken)).body);
    expect(liked.totalCount).toBe(posts.counts.like);
    expect(liked.items.every((item) => item.isLiked)).toBe(true);
    expectError(await get(t, `${C}/my/post`), 401, 110);
  });
});

// --- pictures --------------------------------------------------------------------------------

describe('pictures', () => {
  let token: string;
  beforeAll(async () => {
    token = (await newMember(t)).token;
  });

  it.each([
    ['PNG', png(1080, 810), 'image/png', 'png'],
    ['JPEG', jpeg(1200, 900), 'image/jpeg', 'jpg'],
    ['GIF', gif(320, 240), 'image/gif', 'gif'],
    ['WebP', webp(2000, 1500), 'image/webp', 'webp'],
  ] as const)('takes a %s by its content, whatever its name and declared type, and serves it', async (_, bytes, type, extension) => {
    const answer = await upload(token, bytes, 'not-an-image.txt', 'text/plain');
    expect(answer.status).toBe(201);
    const image = parses(client.UploadedImageSchema, answer.body);
    expect(image.url).toBe(`/images/community/${image.imageId}.${extension}`);
    const served = await t.app.request(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect((await t.app.request(image.url.replace(extension, extension === 'png' ? 'gif' : 'png'))).status).toBe(404);
  });

  it('refuses what is not one of the four types, garbage included, with 400 code 12', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"></svg>');
    expectError(await upload(token, svg, 'a.png', 'image/png'), 400, 12, IMAGE_MESSAGES.type);
    expectError(await upload(token, new Uint8Array(4096).map((_, i) => (i * 7919) % 256), 'a.jpg'), 400, 12, IMAGE_MESSAGES.type);
    expectError(await upload(token, new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01]), 'a.jpg'), 400, 12);
    expectError(await upload(token, new Uint8Array(0)), 400, 12);
  });

  it('refuses pictures under 100×100 or over 8000×8000 pixels with 400 code 13', async () => {
    expectError(await upload(token, png(99, 500)), 400, 13);
    expectError(await upload(token, jpeg(8001, 600)), 400, 13);
    expect((await upload(token, png(100, 8000))).status).toBe(201);
  });

  it('refuses over 10 MB with 413 code 13 and its own message; a body that is not multipart with 400', async () => {
    const res = await t.app.request(`${C}/image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=xyz', 'Content-Length': String(IMAGE_UPLOAD_LIMIT + 1) },
      body: new Uint8Array(16),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 13, message: IMAGE_MESSAGES.tooLarge, errorType: 'USER' });
    expectError(await call(t, 'POST', `${C}/image`, { token, body: { file: 'x' } }), 400, 12);
    const broken = await t.app.request(`${C}/image`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=xyz' }, body: 'garbage\r\n--nope' });
    expect(broken.status).toBe(400);
    const noFile = new FormData();
    noFile.append('other', 'x');
    const missing = await t.app.request(`${C}/image`, { method: 'POST', body: noFile, headers: { Authorization: `Bearer ${token}` } });
    expect({ status: missing.status, code: ((await missing.json()) as { code: number }).code }).toEqual({ status: 400, code: 10 });
    expectError(await upload(undefined, png(500, 500)), 401, 110);
  });

  it('publishes the seeded drawings as WebP, the drawing itself still at .svg', async () => {
    const [post] = parses(client.PostPageSchema, (await get(t, `${C}/dashboard/list?size=1`)).body).items;
    expect(post!.thumbnailUrl).toMatch(/^\/images\/community\/\d+-thumb\.webp$/);
    // the post's own pictures too; its thumbnail is the first, made square and small for the lists
    const { images } = parses(client.PostDetailSchema, (await get(t, `${C}/dashboard/${post!.postId}`)).body);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.url).toMatch(/^\/images\/community\/\d+\.webp$/);
    expect(post!.thumbnailUrl).toBe(images[0]!.url.replace(/\.webp$/, '-thumb.webp'));
    const raster = await t.app.request(images[0]!.url);
    expect(raster.status).toBe(200);
    expect(raster.headers.get('Content-Type')).toBe('image/webp');
    const bytes = new Uint8Array(await raster.arrayBuffer());
    expect(String.fromCharCode(...bytes.subarray(0, 4), ...bytes.subarray(8, 12))).toBe('RIFFWEBP');
    expect(readImageInfo(bytes)).toMatchObject({ type: 'image/webp', width: 960, height: 720 });
    const thumbnail = await t.app.request(post!.thumbnailUrl!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('Content-Type')).toBe('image/webp');
    const small = new Uint8Array(await thumbnail.arrayBuffer());
    expect(readImageInfo(small)).toMatchObject({ type: 'image/webp', width: COMMUNITY_THUMBNAIL_SIDE, height: COMMUNITY_THUMBNAIL_SIDE });
    expect(small.length).toBeLessThan(bytes.length / 2);
    const res = await t.app.request(images[0]!.url.replace(/\.webp$/, '.svg'));
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg [^>]*><title>[가-힣 ]+<\/title>/);
    expect((await t.app.request('/images/community/999999.webp')).status).toBe(404);
    expect((await t.app.request('/images/community/999999-thumb.webp')).status).toBe(404);
    expect((await t.app.request(images[0]!.url.replace(/\.webp$/, '-thumb.jpg'))).status).toBe(404);
    expect((await t.app.request('/images/community/999999.svg')).status).toBe(404);
    expect((await t.app.request('/images/community/abc.svg')).status).toBe(404);
    expect((await t.app.request('/images/community/99999999999.svg')).status).toBe(404);
  });
});

// --- writing ---------------------------------------------------------------------------------

describe('writing posts', () => {
  it('creates a post with its pictures; the first post of the day earns 20 별 with toastItems', async () => {
    const { token, memberId } = await newMember(t);
    const first = await newPost(token);
    expect(first.status).toBe(201);
    parses(client.CreatedPostSchema, first.body);
    expect(first.body.toastItems).toEqual([{ icon: 'star', startPhrase: '오늘의 첫 글로', pointPhrase: '별 20개', endPhrase: '를 받았어요' }]);
    const second = await newPost(token, 'qna');
    expect(second.status).toBe(201);
    expect(second.body.toastItems).toBeUndefined();
    const earned = await database.db.select().from(pointLedger).where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.reason, 'FIRST_POST')));
    expect(earned.map((row) => row.amount)).toEqual([20]);

    const detail = parses(client.PostDetailSchema, (await get(t, `${C}/dashboard/${first.body.postId}`, token)).body);
    expect(detail).toMatchObject({ isMine: true, title: '오늘 만든 굴국밥', body: '굴 한 봉지로 시원하게 끓였어요.\n무도 넣었어요.', imageCount: 1, boardDate: kstDate(new Date()) });
    expect(detail.images[0]).toMatchObject({ width: 800, height: 600 });
    const board = parses(client.DailyBoardPageSchema, (await get(t, `${C}/dashboard?sort=NEWEST&size=1`)).body);
    expect(board.items[0]?.postId).toBe(first.body.postId);
  });

  it('the next Korean day, the first post earns again', async () => {
    const later = testApp(database.db, { ACCESS_TOKEN_TTL_S: '315360000' }, testClock(new Date(Date.now() + 86_400_000)));
    const { token } = await newMember(later);
    const imageId = (await upload(token, png(800, 600))).body.imageId;
    const made = await call(later, 'POST', `${C}/qna`, { token, body: { title: '내일 글', body: '내일 쓰는 질문이에요.', imageIds: [imageId] } });
    expect(made.body.toastItems).toHaveLength(1);
  });

  it('checks the body: lengths, pictures, banned words', async () => {
    const { token } = await newMember(t);
    const imageId = (await upload(token, png(800, 600))).body.imageId;
    const post = (body: Record<string, unknown>) => call(t, 'POST', `${C}/dashboard`, { token, body: { title: '제목이에요', body: '내용은 다섯 자 이상', imageIds: [imageId], ...body } });
    expectError(await post({ imageIds: [] }), 400, 10, WRITE_MESSAGES.needImage);
    expectError(await post({ title: '가' }), 400, 13, WRITE_MESSAGES.title);
    expectError(await post({ title: '가'.repeat(41) }), 400, 13);
    expectError(await post({ body: '짧아' }), 400, 13, WRITE_MESSAGES.body);
    expectError(await post({ body: '가'.repeat(2001) }), 400, 13);
    expectError(await post({ title: undefined }), 400, 10);
    expectError(await post({ imageIds: Array.from({ length: 11 }, (_, i) => i + 1) }), 400, 13);
    expectError(await post({ body: '이거 완전 시발 맛있어요' }), 400, 12, '사용할 수 없는 단어가 포함되어 있어요: 시발');
    expectError(await call(t, 'POST', `${C}/dashboard`, { body: { title: '제목', body: '내용 다섯 자' } }), 401, 110);
  });

  it('saves the post and its pictures in one transaction: a picture that fails leaves no post', async () => {
    const { token, memberId } = await newMember(t);
    const other = await newMember(t);
    const mine = (await upload(token, png(800, 600))).body.imageId;
    const theirs = (await upload(other.token, png(800, 600))).body.imageId;
    const count = () => database.db.$count(communityPosts, eq(communityPosts.memberId, memberId));
    expectError(await call(t, 'POST', `${C}/dashboard`, { token, body: { title: '사진 두 장', body: '하나는 남의 사진', imageIds: [mine, theirs] } }), 400, 12, WRITE_MESSAGES.imageUnknown);
    expect(await count()).toBe(0);
    const [image] = await database.db.select().from(communityImages).where(eq(communityImages.id, mine));
    expect(image?.postId).toBeNull();
    expect(await database.db.$count(pointLedger, eq(pointLedger.memberId, memberId))).toBe(0);
    // a picture already used by another post is refused too
    const used = await call(t, 'POST', `${C}/dashboard`, { token, body: { title: '첫 글', body: '사진 한 장', imageIds: [mine] } });
    expect(used.status).toBe(201);
    expectError(await call(t, 'POST', `${C}/qna`, { token, body: { title: '둘째 글', body: '같은 사진', imageIds: [mine] } }), 400, 12);
    expect(await count()).toBe(1);
  });

  it('edits (pictures replaced by the list) and deletes only the author\'s post', async () => {
    const author = await newMember(t);
    const other = await newMember(t);
    const made = await newPost(author.token);
    const postId = made.body.postId as number;
    const [kept] = parses(client.PostDetailSchema, (await get(t, `${C}/dashboard/${postId}`)).body).images;
    const added = (await upload(author.token, jpeg(640, 480))).body.imageId;
    const body = { title: '고친 제목', body: '고친 내용이에요', imageIds: [added, kept!.imageId] };
    expectError(await call(t, 'PUT', `${C}/dashboard/${postId}`, { token: other.token, body }), 403, 12, MESSAGES.notMineEdit);
    const edited = await call(t, 'PUT', `${C}/dashboard/${postId}`, { token: author.token, body });
    expect(edited.status).toBe(200);
    const detail = parses(client.PostDetailSchema, edited.body);
    expect(detail.images.map((image) => image.imageId)).toEqual([added, kept!.imageId]);
    expect(detail.thumbnailUrl).toBe(`/images/community/${added}-thumb.webp`);
    // these test bytes are a JPEG's header only, which no decoder reads: the thumbnail is the picture itself
    const fallback = await t.app.request(detail.thumbnailUrl!);
    expect(fallback.headers.get('Content-Type')).toBe('image/jpeg');
    expect(readImageInfo(new Uint8Array(await fallback.arrayBuffer()))).toMatchObject({ width: 640, height: 480 });
    // a real photo's thumbnail: made square and small, as WebP
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0603a' } }).jpeg().toBuffer();
    const real = (await upload(author.token, new Uint8Array(photo))).body.imageId;
    const withPhoto = await call(t, 'PUT', `${C}/dashboard/${postId}`, { token: author.token, body: { ...body, imageIds: [real] } });
    const thumbnailUrl = parses(client.PostDetailSchema, withPhoto.body).thumbnailUrl!;
    expect(thumbnailUrl).toBe(`/images/community/${real}-thumb.webp`);
    const thumbnail = await t.app.request(thumbnailUrl);
    expect(thumbnail.headers.get('Content-Type')).toBe('image/webp');
    expect(readImageInfo(new Uint8Array(await thumbnail.arrayBuffer()))).toMatchObject({ width: COMMUNITY_THUMBNAIL_SIDE, height: COMMUNITY_THUMBNAIL_SIDE });
    expect(detail.updatedDt).not.toBeNull();
    expect(parses(client.SearchPageSchema, (await get(t, `${C}/search?keyword=고친 제목`)).body).items.map((item) => item.postId)).toContain(postId);

    expectError(await call(t, 'DELETE', `${C}/dashboard/${postId}`, { token: other.token }), 403, 12, MESSAGES.notMineDelete);
    const deleted = await call(t, 'DELETE', `${C}/dashboard/${postId}`, { token: author.token });
    expect(deleted).toMatchObject({ status: 200, body: {} });
    // a deleted post's pictures go with it, its thumbnail (made and kept above) too
    expect((await t.app.request(thumbnailUrl)).status).toBe(404);
    expectError(await call(t, 'DELETE', `${C}/dashboard/${postId}`, { token: author.token }), 404, 8);
    expectError(await get(t, `${C}/dashboard/${postId}`), 404, 8, MESSAGES.postGone);
    expectError(await call(t, 'POST', `${C}/dashboard/${postId}/reply`, { token: other.token, body: { body: '늦었네요' } }), 404, 8, MESSAGES.replyToGone);
    expect((await t.app.request(`/images/community/${added}.jpg`)).status).toBe(404);
  });
});

describe('replies, likes, clippings', () => {
  it('a reply on someone else\'s post earns 5 별 (10 a day) and tells the author', async () => {
    const author = await newMember(t);
    const replier = await newMember(t);
    const postId = (await newPost(author.token, 'qna')).body.postId as number;
    const first = await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: replier.token, body: { body: '  무즙에 씻어 보세요!\n비린내가 덜해요.  ' } });
    expect(first.status).toBe(201);
    const { reply } = parses(client.CreatedReplySchema, first.body);
    expect(reply).toMatchObject({ body: '무즙에 씻어 보세요!\n비린내가 덜해요.', isMine: true, isAccepted: false, likeCount: 0, author: { memberId: replier.memberId } });
    expect(first.body.toastItems).toEqual([{ icon: 'star', startPhrase: '댓글 작성으로', pointPhrase: '별 5개', endPhrase: '를 받았어요' }]);
    const told = await database.db.select().from(alarms).where(and(eq(alarms.memberId, author.memberId), eq(alarms.alarmType, 3)));
    expect(told).toEqual([expect.objectContaining({ title: '내 글에 새 댓글이 달렸어요', linkPath: `/community/qna/${postId}` })]);

    const own = await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: author.token, body: { body: '고마워요' } });
    expect(own.body.toastItems).toBeUndefined();
    for (let i = 0; i < 9; i += 1) expect((await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: replier.token, body: { body: `댓글 ${i}` } })).body.toastItems).toHaveLength(1);
    const eleventh = await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: replier.token, body: { body: '열한 번째' } });
    expect(eleventh.status).toBe(201);
    expect(eleventh.body.toastItems).toBeUndefined();
    expect(parses(client.PostDetailSchema, (await get(t, `${C}/qna/${postId}`)).body).replyCount).toBe(12);
    expectError(await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: replier.token, body: { body: 'x'.repeat(501) } }), 400, 13);
    expectError(await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: replier.token, body: { body: '닥쳐' } }), 400, 12);
    expectError(await call(t, 'POST', `${C}/dashboard/${postId}/reply`, { token: replier.token, body: { body: '다른 게시판' } }), 404, 8);
  });

  it('edits and deletes only one\'s own reply', async () => {
    const author = await newMember(t);
    const replier = await newMember(t);
    const postId = (await newPost(author.token)).body.postId as number;
    const replyId = (await call(t, 'POST', `${C}/dashboard/${postId}/reply`, { token: replier.token, body: { body: '맛있겠다' } })).body.reply.replyId as number;
    expectError(await call(t, 'PUT', `${C}/dashboard/${postId}/reply/${replyId}`, { token: author.token, body: { body: '바꿔치기' } }), 403, 12);
    const edited = await call(t, 'PUT', `${C}/dashboard/${postId}/reply/${replyId}`, { token: replier.token, body: { body: '진짜 맛있겠다' } });
    expect(parses(client.ReplySchema, edited.body)).toMatchObject({ body: '진짜 맛있겠다', updatedDt: expect.any(String) });
    expectError(await call(t, 'DELETE', `${C}/dashboard/${postId}/reply/${replyId}`, { token: author.token }), 403, 12);
    expect((await call(t, 'DELETE', `${C}/dashboard/${postId}/reply/${replyId}`, { token: replier.token })).status).toBe(200);
    expectError(await call(t, 'DELETE', `${C}/dashboard/${postId}/reply/${replyId}`, { token: replier.token }), 404, 8);
    const listed = parses(client.ReplyPageSchema, (await get(t, `${C}/dashboard/${postId}/reply`)).body);
    expect(listed.totalCount).toBe(0);
    expect(parses(client.PostDetailSchema, (await get(t, `${C}/dashboard/${postId}`)).body).replyCount).toBe(0);
  });

  it('likes are set, not toggled; the author hears of a member\'s first like only', async () => {
    const author = await newMember(t);
    const fan = await newMember(t);
    const postId = (await newPost(author.token)).body.postId as number;
    const like = (isLiked: unknown, token = fan.token) => call(t, 'PUT', `${C}/dashboard/${postId}/like`, { token, body: { isLiked } });
    expect(parses(client.LikeStateSchema, (await like(true)).body)).toEqual({ isLiked: true, likeCount: 1 });
    expect((await like(true)).body).toEqual({ isLiked: true, likeCount: 1 });
    expect((await like(false)).body).toEqual({ isLiked: false, likeCount: 0 });
    expect((await like(true)).body).toEqual({ isLiked: true, likeCount: 1 });
    expect((await like(true, author.token)).body).toEqual({ isLiked: true, likeCount: 2 });
    const told = await database.db.select().from(alarms).where(and(eq(alarms.memberId, author.memberId), eq(alarms.title, '내 글을 좋아한 이웃이 있어요')));
    expect(told).toHaveLength(1);
    expectError(await like('yes'), 400, 12);
    expectError(await like(undefined), 400, 10);
    const mine = parses(client.MyPostPageSchema, (await get(t, `${C}/my/like`, fan.token)).body);
    expect(mine.items.map((item) => item.postId)).toEqual([postId]);

    const clip = (isClipped: boolean) => call(t, 'PUT', `${C}/dashboard/${postId}/clipping`, { token: fan.token, body: { isClipped } });
    expect(parses(client.ClipStateSchema, (await clip(true)).body)).toEqual({ isClipped: true, clipCount: 1 });
    expect((await clip(true)).body).toEqual({ isClipped: true, clipCount: 1 });
    expect(parses(client.MyPostPageSchema, (await get(t, `${C}/my/clipping`, fan.token)).body).counts).toEqual({ post: 0, clipping: 1, like: 1 });
    expect((await clip(false)).body).toEqual({ isClipped: false, clipCount: 0 });

    const replyId = (await call(t, 'POST', `${C}/dashboard/${postId}/reply`, { token: author.token, body: { body: '감사해요' } })).body.reply.replyId as number;
    const likeReply = (isLiked: boolean) => call(t, 'PUT', `${C}/dashboard/${postId}/reply/${replyId}/like`, { token: fan.token, body: { isLiked } });
    expect((await likeReply(true)).body).toEqual({ isLiked: true, likeCount: 1 });
    expect((await likeReply(true)).body).toEqual({ isLiked: true, likeCount: 1 });
    const replies = parses(client.ReplyPageSchema, (await get(t, `${C}/dashboard/${postId}/reply`, fan.token)).body);
    expect(replies.items[0]).toMatchObject({ isLiked: true, likeCount: 1, isMine: false });
    expect((await likeReply(false)).body).toEqual({ isLiked: false, likeCount: 0 });
  });
});

describe('accepting an answer', () => {
  it('only the asker, once, not their own reply; the answerer earns 50 별 and alarms', async () => {
    const asker = await newMember(t);
    const answerer = await newMember(t);
    const postId = (await newPost(asker.token, 'qna')).body.postId as number;
    const answer = (await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: answerer.token, body: { body: '소금물에 담가 두세요' } })).body.reply.replyId as number;
    const own = (await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: asker.token, body: { body: '제가 찾아봤어요' } })).body.reply.replyId as number;
    const accept = (replyId: number, token = asker.token) => call(t, 'PUT', `${C}/qna/${postId}/accept/${replyId}`, { token });
    expectError(await accept(answer, answerer.token), 403, 12, WRITE_MESSAGES.acceptNotAsker);
    expectError(await accept(own), 400, 12, WRITE_MESSAGES.acceptOwn);
    expectError(await accept(999999), 404, 8);
    const done = await accept(answer);
    expect(done.status).toBe(200);
    expect(parses(client.AcceptedSchema, done.body).acceptedReplyId).toBe(answer);
    expect(done.body.toastItems).toEqual([]);
    expectError(await accept(answer), 409, 18, WRITE_MESSAGES.acceptAgain);
    const earned = await database.db.select().from(pointLedger).where(eq(pointLedger.memberId, answerer.memberId));
    expect(earned.map((row) => [row.reason, row.amount])).toContainEqual(['ACCEPTED_ANSWER', 50]);
    const told = await database.db.select({ type: alarms.alarmType, title: alarms.title }).from(alarms).where(eq(alarms.memberId, answerer.memberId));
    expect(told).toEqual(expect.arrayContaining([{ type: 3, title: '내 답변이 채택되었어요' }, { type: 1, title: '별 50개가 적립되었어요' }]));
    const replies = parses(client.ReplyPageSchema, (await get(t, `${C}/qna/${postId}/reply`)).body);
    expect(replies.items.find((reply) => reply.replyId === answer)?.isAccepted).toBe(true);
    expectError(await call(t, 'DELETE', `${C}/qna/${postId}/reply/${answer}`, { token: answerer.token }), 400, 12, WRITE_MESSAGES.deleteAccepted);
  });
});

describe('votes', () => {
  it('once per member; closed surveys and other surveys\' options are refused', async () => {
    const voter = await newMember(t);
    const surveys = parses(client.PostPageSchema, (await get(t, `${C}/survey?sort=NEWEST&size=50`)).body).items;
    const open = surveys.find((item) => !item.survey!.isClosed)!;
    const closed = surveys.find((item) => item.survey!.isClosed)!;
    const other = surveys.find((item) => item.postId !== open.postId)!;
    const option = open.survey!.options[1]!;
    const voteFor = (postId: number, replyId: number) => call(t, 'PUT', `${C}/survey/${postId}/reply/${replyId}`, { token: voter.token });
    expectError(await voteFor(open.postId, other.survey!.options[0]!.replyId), 404, 8);
    const voted = parses(client.PostSummarySchema, (await voteFor(open.postId, option.replyId)).body);
    expect(voted.survey).toMatchObject({ myReplyId: option.replyId, totalVotes: open.survey!.totalVotes + 1 });
    expect(voted.survey!.options[1]!.voteCount).toBe(option.voteCount + 1);
    expectError(await voteFor(open.postId, open.survey!.options[0]!.replyId), 409, 18, WRITE_MESSAGES.voteAgain);
    expectError(await voteFor(closed.postId, closed.survey!.options[0]!.replyId), 400, 13, WRITE_MESSAGES.voteClosed);
    const seen = parses(client.PostPageSchema, (await get(t, `${C}/survey?sort=NEWEST&size=50`, voter.token)).body).items.find((item) => item.postId === open.postId);
    expect(seen?.survey?.myReplyId).toBe(option.replyId);
    const [row] = await database.db.select().from(communitySurveyOptions).where(eq(communitySurveyOptions.id, option.replyId));
    expect(row?.voteCount).toBe(option.voteCount + 1);
    expectError(await call(t, 'PUT', `${C}/survey/${open.postId}/reply/${option.replyId}`), 401, 110);
  });
});

describe('reports, shares, views', () => {
  it('hides a post reported by 3 different members; duplicates 409, own post 400', async () => {
    const author = await newMember(t);
    const postId = (await newPost(author.token, 'qna')).body.postId as number;
    const report = (token: string, body: Record<string, unknown> = {}) => call(t, 'POST', `${C}/accuse`, { token, body: { communityType: 'QNA', postId, replyId: null, reasonCode: 'SPAM', reasonText: null, ...body } });
    expectError(await report(author.token), 400, 12, WRITE_MESSAGES.accuseOwn);
    const [a, b, c] = [await newMember(t), await newMember(t), await newMember(t)];
    const first = await report(a!.token);
    expect(first.status).toBe(201);
    expect(parses(client.AccusedSchema, first.body)).toEqual({ isHidden: false });
    expectError(await report(a!.token), 409, 18, WRITE_MESSAGES.accuseAgain);
    expectError(await report(b!.token, { reasonCode: 'ETC' }), 400, 10);
    expectError(await report(b!.token, { reasonCode: 'ETC', reasonText: '별로' }), 400, 13);
    expectError(await report(b!.token, { reasonCode: 'RUDE' }), 400, 12);
    expect((await report(b!.token, { reasonCode: 'ETC', reasonText: '광고 글 같아요' })).body).toEqual({ isHidden: false });
    expect((await report(c!.token, { reasonCode: 'ABUSE' })).body).toEqual({ isHidden: true });
    expectError(await get(t, `${C}/qna/${postId}`), 404, 8, MESSAGES.postGone);
    expect(parses(client.PostPageSchema, (await get(t, `${C}/qna?sort=NEWEST&size=50`)).body).items.map((item) => item.postId)).not.toContain(postId);
    expectError(await call(t, 'POST', `${C}/qna/${postId}/reply`, { token: a!.token, body: { body: '숨겨졌나요' } }), 404, 8, MESSAGES.replyToGone);
    expect(parses(client.MyPostPageSchema, (await get(t, `${C}/my/post`, author.token)).body).counts.post).toBe(0);
  });

  it('hides a reply reported by 3 members', async () => {
    const author = await newMember(t);
    const troll = await newMember(t);
    const postId = (await newPost(author.token)).body.postId as number;
    const replyId = (await call(t, 'POST', `${C}/dashboard/${postId}/reply`, { token: troll.token, body: { body: '광고 댓글' } })).body.reply.replyId as number;
    const report = (token: string) => call(t, 'POST', `${C}/accuse`, { token, body: { communityType: 'DASHBOARD', postId, replyId, reasonCode: 'SPAM' } });
    expectError(await report(troll.token), 400, 12);
    const reporters = [author, await newMember(t), await newMember(t)];
    const answers = [];
    for (const reporter of reporters) answers.push((await report(reporter.token)).body);
    expect(answers).toEqual([{ isHidden: false }, { isHidden: false }, { isHidden: true }]);
    expectError(await report(reporters[0]!.token), 404, 8);
    expect(parses(client.ReplyPageSchema, (await get(t, `${C}/dashboard/${postId}/reply`)).body).totalCount).toBe(0);
    expect(parses(client.PostDetailSchema, (await get(t, `${C}/dashboard/${postId}`)).body).replyCount).toBe(0);
  });

  it('counts shares from anyone, views once per member, post and Korean day', async () => {
    const author = await newMember(t);
    const viewer = await newMember(t);
    const postId = (await newPost(author.token)).body.postId as number;
    const target = { communityType: 'DASHBOARD', postId };
    expect(parses(client.ShareCountSchema, (await call(t, 'POST', `${C}/post-share`, { body: target })).body)).toEqual({ shareCount: 1 });
    expect((await call(t, 'POST', `${C}/post-share`, { token: viewer.token, body: target })).body).toEqual({ shareCount: 2 });
    expectError(await call(t, 'POST', `${C}/post-share`, { body: { communityType: 'QNA', postId } }), 404, 8);

    const view = (app: TestApp, token?: string) => call(app, 'POST', `${C}/view-count`, { ...(token ? { token } : {}), body: target });
    expect(parses(client.ViewCountSchema, (await view(t)).body)).toEqual({ viewCount: 0, counted: false });
    expect((await view(t, viewer.token)).body).toEqual({ viewCount: 1, counted: true });
    expect((await view(t, viewer.token)).body).toEqual({ viewCount: 1, counted: false });
    expect((await view(t, author.token)).body).toEqual({ viewCount: 2, counted: true });
    const tomorrow = testApp(database.db, { ACCESS_TOKEN_TTL_S: '315360000' }, testClock(new Date(Date.now() + 86_400_000)));
    expect((await view(tomorrow, viewer.token)).body).toEqual({ viewCount: 3, counted: true });
    expectError(await call(t, 'POST', `${C}/view-count`, { body: { communityType: 'BLOG', postId } }), 400, 12);
    expectError(await call(t, 'POST', `${C}/view-count`, { body: { communityType: 'DASHBOARD', postId: 2147483648 } }), 400, 13);
  });
});

describe('the member ids of tokens', () => {
  it('the seeded test member signs in through the Naver stand-in', async () => {
    const { accessToken } = await signInNaver(t, naverAccount({ email: COMMUNITY_TEST_EMAIL }));
    const posts = parses(client.MyPostPageSchema, (await get(t, `${C}/my/post`, accessToken)).body);
    expect(posts.items[0]?.author.memberId).toBe(memberIdOf(accessToken));
  });
});
