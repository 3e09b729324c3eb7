import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bridgeCalls, postHostMessage, simulateWebView, WEB_VIEW_UA } from './support/gates';
import { memberHeaders, toast } from './support/points';
import { shotForLooking } from './support/screenshot';
import { memberTokens, signedInPage, type TokenPair } from './support/session';

/**
 * Community writing, the community my page and community search (issue 13 §2–§5) against the
 * reference server: a post with pictures and its 별, a draft that survives a reload and a failed
 * submit, an edit and a delete, a banned word, pictures refused, search by word and by 초성, and a
 * clipped post on my page. With SHOTS_DIR set, pictures of every screen go there.
 */

const shoot = shotForLooking;

// ---------------------------------------------------------------------------------------------
// a real PNG, built here (zlib) so the server's content checks (≥100×100) pass

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, (_, x) => [r, (g + x) % 256, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
const picture = (name: string, color: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(120, color) });

// ---------------------------------------------------------------------------------------------
// the API, for what a test does not do through the screens

async function uploadViaApi(request: APIRequestContext, tokens: TokenPair, color: [number, number, number] = [200, 120, 40]) {
  const answer = await request.post('/api/v1/community/image', {
    headers: memberHeaders(tokens),
    multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: png(120, color) } },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { imageId: number }).imageId;
}

async function postViaApi(request: APIRequestContext, tokens: TokenPair, title: string, body: string) {
  const imageId = await uploadViaApi(request, tokens);
  const answer = await request.post('/api/v1/community/dashboard', { headers: memberHeaders(tokens), data: { title, body, imageIds: [imageId] } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { postId: number }).postId;
}

const titleBox = (page: Page) => page.getByLabel('제목', { exact: true });
const bodyBox = (page: Page) => page.getByLabel('내용', { exact: true });
const pictureInput = (page: Page) => page.getByLabel('사진 추가');
const submitButton = (page: Page) => page.getByRole('button', { name: '등록하기' });
const uploadedPictures = (page: Page) => page.locator('[data-testid=post-picture][data-status=uploaded]');

test('a member writes 오늘의 식탁 with two pictures, earns 별 and lands on the post', async ({ page, request }) => {
  await signedInPage(page, request);
  await page.goto('/community/dash-board/form');
  await expect(page.getByRole('heading', { name: '오늘의 식탁 글쓰기', level: 1 })).toBeVisible();
  await expect(page.getByText('0/40')).toBeVisible();

  // nothing typed: the local rules answer at the fields, nothing is sent
  await submitButton(page).click();
  await expect(page.getByText('제목을 2자 이상 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('내용을 5자 이상 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('사진을 한 장 이상 올려 주세요.', { exact: true })).toBeVisible();

  await titleBox(page).fill('제철 냉이로 끓인 된장찌개');
  await bodyBox(page).fill('시장에서 산 냉이를 듬뿍 넣고 끓였더니 향이 정말 좋아요.\n두부도 넣었어요.');
  await expect(page.getByText('14/40')).toBeVisible();
  await pictureInput(page).setInputFiles([picture('a.png', [220, 90, 30]), picture('b.png', [60, 160, 80])]);
  await expect(uploadedPictures(page)).toHaveCount(2);
  await expect(page.getByText('2/10')).toBeVisible();
  await shoot(page, 'form-dashboard-filled');
  await expectNoSeriousA11yViolations(page);

  // a double tap submits once
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/v1/community/dashboard')) posts += 1;
  });
  await submitButton(page).dblclick();
  await expect(page).toHaveURL(/\/community\/board-detail\/\d+$/);
  await expect(toast(page, /별/)).toBeVisible();
  await expect(page.getByText('제철 냉이로 끓인 된장찌개').first()).toBeVisible();
  await shoot(page, 'after-post-detail');
  expect(posts).toBe(1);
  // the draft is gone: the form starts empty
  await page.goto('/community/dash-board/form');
  await expect(titleBox(page)).toHaveValue('');
  await expect(page.getByText('작성 중이던 글을 불러왔어요.')).toHaveCount(0);
});

test('a draft survives a reload and a failed submit', async ({ page, request }) => {
  await signedInPage(page, request);
  await page.goto('/community/dash-board/form');
  await titleBox(page).fill('봄동 겉절이 레시피');
  await bodyBox(page).fill('봄동에 액젓, 고춧가루, 참기름만 있으면 돼요.');
  await pictureInput(page).setInputFiles([picture('c.png', [40, 140, 60])]);
  await expect(uploadedPictures(page)).toHaveCount(1);

  await page.reload();
  await expect(page.getByText('작성 중이던 글을 불러왔어요.')).toBeVisible();
  await expect(titleBox(page)).toHaveValue('봄동 겉절이 레시피');
  await expect(bodyBox(page)).toHaveValue('봄동에 액젓, 고춧가루, 참기름만 있으면 돼요.');
  await expect(uploadedPictures(page)).toHaveCount(1);
  await shoot(page, 'form-draft-restored');

  // the post fails once: everything stays, and the next tap goes through
  let failed = false;
  await page.route('**/api/v1/community/dashboard', async (route) => {
    if (route.request().method() === 'POST' && !failed) {
      failed = true;
      await route.fulfill({ status: 500, json: { code: 5, message: '잠시 문제가 있어 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.', errorType: 'SYSTEM' } });
      return;
    }
    await route.fallback();
  });
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '잠시 문제가 있어 요청을 처리하지 못했어요' })).toBeVisible();
  await expect(titleBox(page)).toHaveValue('봄동 겉절이 레시피');
  await expect(uploadedPictures(page)).toHaveCount(1);
  await shoot(page, 'form-submit-failed');
  await page.reload();
  await expect(titleBox(page)).toHaveValue('봄동 겉절이 레시피');
  await expect(uploadedPictures(page)).toHaveCount(1);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/community\/board-detail\/\d+$/);
});

test('a post is edited and then deleted', async ({ page, request }) => {
  const me = await signedInPage(page, request);
  const postId = await postViaApi(request, me, '고구마 맛탕 만들기', '에어프라이어로 간단하게 만들었어요.');
  await page.goto(`/community/dash-board/form/${postId}`);
  await expect(titleBox(page)).toHaveValue('고구마 맛탕 만들기');
  await expect(uploadedPictures(page)).toHaveCount(1);
  await shoot(page, 'form-edit');
  await expectNoSeriousA11yViolations(page);
  await titleBox(page).fill('꿀 고구마 맛탕 만들기');
  await submitButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${postId}$`));
  await expect(page.getByText('꿀 고구마 맛탕 만들기').first()).toBeVisible();

  const deleted = await request.delete(`/api/v1/community/dashboard/${postId}`, { headers: memberHeaders(me) });
  expect(deleted.status()).toBe(200);
  await page.goto(`/community/dash-board/form/${postId}`);
  await expect(page.getByText('글을 불러오지 못했어요')).toBeVisible();
  await page.goto('/community/my-page/post');
  await expect(page.getByText('아직 쓴 글이 없어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '오늘의 식탁 글쓰기' })).toBeVisible();
});

test("a banned word is refused with the server's message, and leaving asks first", async ({ page, request }) => {
  await signedInPage(page, request);
  await page.goto('/community/main/qna');
  await page.goto('/community/qna/form');
  await expect(page.getByRole('heading', { name: '질문하기', level: 1 })).toBeVisible();
  await titleBox(page).fill('김장 배추 몇 포기 하세요?');
  await bodyBox(page).fill('바카라 하실 분 구해요');
  let posted = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1/community/qna')) posted = true;
  });
  await submitButton(page).click();
  await expect(page.getByText('사용할 수 없는 단어가 포함되어 있어요: 바카라')).toBeVisible();
  await expect(bodyBox(page)).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
  await shoot(page, 'form-qna-banned');
  await expectNoSeriousA11yViolations(page);

  // back with text in the form: asked, and staying keeps everything
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('작성 중인 글이 있어요.')).toBeVisible();
  await shoot(page, 'form-leave-confirm');
  await dialog.getByRole('button', { name: '계속 쓰기' }).click();
  await expect(page).toHaveURL(/\/community\/qna\/form$/);
  await expect(titleBox(page)).toHaveValue('김장 배추 몇 포기 하세요?');
  await bodyBox(page).fill('올해는 스무 포기 하려는데 적당할까요?');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/community\/qna\/\d+$/);
});

test('pictures that are too large or not pictures are refused, on the device and by the server', async ({ page, request }) => {
  const me = await signedInPage(page, request);
  await page.goto('/community/dash-board/form');
  let uploads = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v1/community/image')) uploads += 1;
  });
  const big = Buffer.concat([png(120, [1, 2, 3]), Buffer.alloc(10 * 1024 * 1024)]);
  await pictureInput(page).setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: big }]);
  await expect(page.getByText('사진은 한 장에 10MB까지 올릴 수 있어요.')).toBeVisible();
  await pictureInput(page).setInputFiles([{ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('메모') }]);
  await expect(page.getByText('JPG, PNG, WEBP, GIF 사진만 올릴 수 있어요.')).toBeVisible();
  await shoot(page, 'form-picture-refused');
  expect(uploads).toBe(0);
  await expect(page.locator('[data-testid=post-picture]')).toHaveCount(0);

  // the server refuses the same, by size and by content
  const tooBig = await request.post('/api/v1/community/image', { headers: memberHeaders(me), multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: big } } });
  expect(tooBig.status()).toBe(413);
  expect(await tooBig.json()).toMatchObject({ code: 13, message: '사진은 한 장에 10MB까지 올릴 수 있어요.' });
  const fake = await request.post('/api/v1/community/image', { headers: memberHeaders(me), multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') } } });
  expect(fake.status()).toBe(400);
  expect(await fake.json()).toMatchObject({ code: 12, message: 'JPG, PNG, WEBP, GIF 사진만 올릴 수 있어요.' });
});

test('a post is found by its words and by 초성; recent keywords stay on the device', async ({ page, request }) => {
  const me = await signedInPage(page, request);
  await postViaApi(request, me, '콜라비 피클 담그기', '아삭한 콜라비로 새콤달콤 피클을 담갔어요.');

  await page.goto('/community/search');
  await expect(page).toHaveURL(/\/community\/search\/recent$/);
  await expect(page.getByText('최근 검색어가 없어요.')).toBeVisible();
  const box = page.getByRole('searchbox', { name: '커뮤니티 검색어' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '검색어를 입력해 주세요.' })).toBeVisible();

  await box.fill('콜라비 피클');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/community\/search\/dashboard\?keyword=/);
  const results = page.getByRole('list', { name: '오늘의 식탁 검색 결과 목록' });
  await expect(results.getByText('콜라비 피클 담그기')).toBeVisible();
  await expect(page.getByRole('link', { name: /^오늘의 식탁\s*\d+/ })).toHaveAttribute('aria-current', 'page');
  await shoot(page, 'search-results');
  await expectNoSeriousA11yViolations(page);

  // another tab, with nothing of this kind
  await page.getByRole('link', { name: /^투표/ }).click();
  await expect(page).toHaveURL(/\/community\/search\/survey\?keyword=/);
  await expect(page.getByText("'콜라비 피클'에 대한 검색 결과가 없어요")).toBeVisible();
  await shoot(page, 'search-empty');

  // by initial consonants
  await page.goto(`/community/search/dashboard?keyword=${encodeURIComponent('ㅋㄹㅂ ㅍㅋ')}`);
  await expect(page.getByRole('list', { name: '오늘의 식탁 검색 결과 목록' }).getByText('콜라비 피클 담그기')).toBeVisible();

  // a keyword too long in the address is not searched
  await page.goto(`/community/search/dashboard?keyword=${encodeURIComponent('가'.repeat(31))}`);
  await expect(page.getByRole('alert').filter({ hasText: '검색어는 30자까지 입력할 수 있어요.' })).toBeVisible();

  await page.goto('/community/search/recent');
  const recent = page.getByRole('list', { name: '최근 검색어 목록' });
  await expect(recent.getByRole('link')).toHaveText(['콜라비 피클']);
  await shoot(page, 'search-recent');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '콜라비 피클 삭제' }).click();
  await expect(page.getByText('최근 검색어가 없어요.')).toBeVisible();
});

test('a clipped post shows on the community my page, with counts in the tabs', async ({ page, request }) => {
  const me = await signedInPage(page, request);
  const author = await memberTokens(request);
  const postId = await postViaApi(request, author, '우엉조림 반찬', '간장과 올리고당으로 윤기 나게 조렸어요.');
  const clip = await request.put(`/api/v1/community/dashboard/${postId}/clipping`, { headers: memberHeaders(me), data: { isClipped: true } });
  expect(clip.status()).toBe(200);

  await page.goto('/community/my-page');
  await expect(page).toHaveURL(/\/community\/my-page\/post$/);
  await expect(page.getByRole('link', { name: /^내가 쓴 글\s*0$/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('아직 쓴 글이 없어요')).toBeVisible();
  await shoot(page, 'my-page-post-empty');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /^스크랩\s*1$/ }).click();
  await expect(page).toHaveURL(/\/community\/my-page\/clipping$/);
  await expect(page.getByRole('list', { name: '스크랩 목록' }).getByText('우엉조림 반찬')).toBeVisible();
  await shoot(page, 'my-page-clipping');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /^좋아요\s*0$/ }).click();
  await expect(page.getByText('좋아요한 글이 없어요')).toBeVisible();
});

test.describe("in the native app's web view", () => {
  test.use({ userAgent: WEB_VIEW_UA });

  test("pictures come from the app's picker, checked as hostile input", async ({ page, request }) => {
    await simulateWebView(page);
    await signedInPage(page, request);
    await page.goto('/community/dash-board/form');
    // no file input: the app's picker
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    const unasked = `data:image/png;base64,${png(120, [9, 9, 9]).toString('base64')}`;
    // an answer nobody asked for is dropped
    await postHostMessage(page, { type: 'selectedImage', images: [{ data: unasked }] });
    await page.getByRole('button', { name: '사진 추가' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).map((call) => call.name)).toContain('getSelectedImage');
    await postHostMessage(page, {
      type: 'selectedImage',
      images: [
        { data: `data:image/png;base64,${png(120, [200, 60, 60]).toString('base64')}`, name: '../../IMG_0001.png' },
        // an SVG dressed as a PNG
        { data: `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}` },
      ],
    });
    await expect(uploadedPictures(page)).toHaveCount(1);
    await expect(page.getByText('JPG, PNG, WEBP, GIF 사진만 올릴 수 있어요.')).toBeVisible();
    await shoot(page, 'form-web-view-picker');
  });
});
