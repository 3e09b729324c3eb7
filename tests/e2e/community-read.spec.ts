import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { memberHeaders, toast } from './support/points';
import { keepScreenshot, shotForLooking } from './support/screenshot';
import { hideSurvey, holdLoginCheck, memberTokens, signedInPage, storeTokens, type TokenPair } from './support/session';

/**
 * The community's reading screens and flows (issue 13 §2–§5) against the reference server: replies
 * and likes that reach the author's alarms, accepting an answer, voting once, reporting (three
 * reports hide a post), clipping, the reply box's rules, and the main tabs and daily board.
 * Posts are made over the API (the writing screens are tested on their own).
 */

const shoot = shotForLooking;
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: '커뮤니티 메뉴' }).getByRole('link', { name, exact: true });

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-4)}${process.pid % 100}${(sequence += 1)}`;

async function createQna(request: APIRequestContext, author: TokenPair, title = unique('무 보관 질문')) {
  const answer = await request.post('/api/v1/community/qna', {
    headers: memberHeaders(author),
    data: { title, body: '무를 한 통 샀는데 오래 두고 먹으려면\n어떻게 보관하나요?', imageIds: [] },
  });
  expect(answer.status(), 'create qna').toBe(201);
  const { postId } = (await answer.json()) as { postId: number };
  return { postId, title };
}

async function replyOver(request: APIRequestContext, member: TokenPair, postId: number, body: string) {
  const answer = await request.post(`/api/v1/community/qna/${postId}/reply`, { headers: memberHeaders(member), data: { body } });
  expect(answer.status(), 'reply').toBe(201);
  return ((await answer.json()) as { reply: { replyId: number } }).reply.replyId;
}

/** A phone browser without the app-install popup; signed in with `tokens` when given. */
async function browserOf(page: Page, tokens?: TokenPair) {
  await page.addInitScript(() => window.sessionStorage.setItem('appInstallPopupSeen', 'true'));
  await hideSurvey(page);
  if (tokens) await storeTokens(page, tokens);
}

/** Switches the signed-in member of an open browser. */
async function switchMember(page: Page, tokens: TokenPair) {
  await page.evaluate((pair) => {
    window.localStorage.setItem('accessToken1', pair.accessToken);
    window.localStorage.setItem('refreshToken1', pair.refreshToken);
  }, tokens);
}

test('a reply and a like reach the author as alarms, and the replier earns stars', async ({ page, request }, testInfo) => {
  const author = await memberTokens(request);
  const { postId, title } = await createQna(request, author);
  const replier = await signedInPage(page, request);
  await browserOf(page);

  await page.goto(`/community/qna/${postId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // the text keeps its line breaks, as text
  await expect(page.getByTestId('post-body')).toHaveText('무를 한 통 샀는데 오래 두고 먹으려면\n어떻게 보관하나요?');

  const box = page.getByRole('textbox', { name: '댓글' });
  await box.fill('신문지에 싸서 베란다에 두면 한 달은 가요.');
  await expect(page.getByText('24/500자')).toBeVisible();
  const sent = page.waitForResponse((response) => response.url().endsWith(`/qna/${postId}/reply`) && response.request().method() === 'POST');
  // a double tap sends once
  await page.getByRole('button', { name: '등록', exact: true }).dblclick();
  await sent;
  await expect(page.getByTestId('reply').filter({ hasText: '신문지에 싸서' })).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect(toast(page, '별')).toBeVisible();

  const like = page.getByRole('button', { name: '좋아요', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText('1');
  await shoot(page, 'qna-detail-member');
  await keepScreenshot(page, testInfo, 'community-qna-detail');
  await expectNoSeriousA11yViolations(page);

  // one reply, however often 등록 was tapped
  const replies = await request.get(`/api/v1/community/qna/${postId}/reply`, { headers: memberHeaders(replier) });
  expect(((await replies.json()) as { totalCount: number }).totalCount).toBe(1);

  // the author sees both on /alarm
  await switchMember(page, author);
  await page.goto('/alarm');
  const rows = page.getByTestId('alarm-row');
  await expect(rows.filter({ hasText: '내 글에 새 댓글이 달렸어요' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '내 글을 좋아한 이웃이 있어요' })).toHaveCount(1);
});

test('the asker accepts an answer; nobody else is offered 채택하기', async ({ page, request }) => {
  const asker = await memberTokens(request);
  const answerer = await memberTokens(request);
  const { postId, title } = await createQna(request, asker);
  await replyOver(request, answerer, postId, '김치냉장고 야채칸에 두세요.');
  await replyOver(request, asker, postId, '감사합니다! 해볼게요.');

  // a third member sees the answers but no 채택하기; the server refuses them too
  const other = await signedInPage(page, request);
  await browserOf(page);
  await page.goto(`/community/qna/${postId}`);
  await expect(page.getByTestId('reply')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '채택하기' })).toHaveCount(0);
  const replyId = (await page.getByTestId('reply').first().getAttribute('data-reply-id')) ?? '';
  const refused = await request.put(`/api/v1/community/qna/${postId}/accept/${replyId}`, { headers: memberHeaders(other) });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 12, message: '질문을 쓴 회원만 답변을 채택할 수 있어요.' });

  // the asker: 채택하기 on the other member's answer only
  await switchMember(page, asker);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: '채택하기' })).toHaveCount(1);
  await page.getByRole('button', { name: '채택하기' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('이 답변을 채택할까요?');
  await dialog.getByRole('button', { name: '채택하기' }).click();
  const accepted = page.getByTestId('reply').filter({ hasText: '채택된 답변' });
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText('김치냉장고 야채칸에 두세요.');
  await expect(page.getByRole('button', { name: '채택하기' })).toHaveCount(0);
  await shoot(page, 'qna-accepted');
  await expectNoSeriousA11yViolations(page);

  const again = await request.put(`/api/v1/community/qna/${postId}/accept/${replyId}`, { headers: memberHeaders(asker) });
  expect(again.status()).toBe(409);
});

test('a vote is cast once: the results show, and a second try meets the server refusing it', async ({ page, request }) => {
  const member = await signedInPage(page, request);
  await browserOf(page);
  await page.goto('/community/main/survey');
  await expect(tab(page, '투표')).toHaveAttribute('aria-current', 'page');
  const open = page.getByTestId('survey-card').filter({ has: page.locator('button') });
  const first = open.first();
  await expect(first).toBeVisible();
  const surveyId = Number(await first.getAttribute('data-post-id'));
  await shoot(page, 'survey-tab');
  await expectNoSeriousA11yViolations(page);

  const second = open.nth(1);
  const secondId = Number(await second.getAttribute('data-post-id'));

  await first.getByRole('button').first().click();
  const card = page.locator(`[data-testid="survey-card"][data-post-id="${surveyId}"]`);
  await expect(card.getByRole('list', { name: '투표 결과' })).toBeVisible();
  await expect(card.getByTestId('survey-result').filter({ hasText: '내 선택' })).toHaveCount(1);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByTestId('survey-result').first()).toContainText('%');
  await shoot(page, 'survey-voted');

  // the server counts one vote per member
  const options = (await (await request.get('/api/v1/community/survey?size=50', { headers: memberHeaders(member) })).json()) as {
    items: Array<{ postId: number; survey: { options: Array<{ replyId: number }> } }>;
  };
  const optionsOf = (id: number) => options.items.find((item) => item.postId === id)?.survey.options ?? [];
  const duplicate = await request.put(`/api/v1/community/survey/${surveyId}/reply/${optionsOf(surveyId)[1]?.replyId}`, { headers: memberHeaders(member) });
  expect(duplicate.status()).toBe(409);
  expect(await duplicate.json()).toMatchObject({ code: 18, message: '이미 투표했어요.' });

  // a stale card: the member voted elsewhere meanwhile; tapping shows the refusal, then the results
  const elsewhere = await request.put(`/api/v1/community/survey/${secondId}/reply/${optionsOf(secondId)[0]?.replyId}`, { headers: memberHeaders(member) });
  expect(elsewhere.status()).toBe(200);
  const stale = page.locator(`[data-testid="survey-card"][data-post-id="${secondId}"]`);
  await stale.getByRole('button').last().click();
  await expect(page.getByRole('alertdialog')).toContainText('이미 투표했어요.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(stale.getByTestId('survey-result').filter({ hasText: '내 선택' })).toHaveCount(1);

  // a visitor is asked to log in instead of voting
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByTestId('survey-card').filter({ has: page.locator('button') }).first().getByRole('button').first().click();
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요한 서비스예요');
});

test('a double tap on a vote while the login is still being checked casts one vote', async ({ page, request }) => {
  await signedInPage(page, request);
  await browserOf(page);
  // the stored token's check answers only when the test lets it
  const answer = await holdLoginCheck(page);
  const votes: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'PUT' && /\/api\/v1\/community\/survey\/\d+\/reply\/\d+$/.test(call.url())) votes.push(call.url());
  });
  await page.goto('/community/main/survey');
  // the card by its id: other tests vote at the same time, and the list is in order of popularity
  const surveyId = Number(await page.getByTestId('survey-card').filter({ has: page.locator('button') }).first().getAttribute('data-post-id'));
  const card = page.locator(`[data-testid="survey-card"][data-post-id="${surveyId}"]`);
  await card.getByRole('button').first().dblclick();
  await page.waitForTimeout(300);
  answer();
  await expect(card.getByTestId('survey-result').filter({ hasText: '내 선택' })).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(votes).toHaveLength(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a post that is only read loads neither its menu nor the report dialog; 더 보기 opens the menu at once when tapped', async ({ page, request }) => {
  const author = await memberTokens(request);
  const { postId } = await createQna(request, author, unique('메뉴 코드 질문'));
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const loaded = (name: string) => scripts.some((path) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path));
  await page.goto(`/community/qna/${postId}`);
  await page.waitForLoadState('networkidle');
  expect([loaded('post-menu'), loaded('report-dialog')]).toEqual([false, false]);
  // the tap that loads the menu also opens it; a visitor who picks 신고하기 is asked to sign in, no dialog loads
  await page.getByRole('button', { name: '더 보기', exact: true }).click();
  await page.getByRole('menuitem', { name: '신고하기' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요한 서비스예요');
  expect([loaded('post-menu'), loaded('report-dialog')]).toEqual([true, false]);
});

test('a report is sent with a reason; three members’ reports hide the post from the lists', async ({ page, request }) => {
  const author = await memberTokens(request);
  const { postId, title } = await createQna(request, author, unique('신고될 질문'));
  await signedInPage(page, request);
  await browserOf(page);

  await page.goto(`/community/qna/${postId}`);
  await page.getByRole('button', { name: '더 보기', exact: true }).click();
  await page.getByRole('menuitem', { name: '신고하기' }).click();
  const dialog = page.getByRole('dialog', { name: '신고하기' });
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await expect(dialog.getByRole('button', { name: '다음' })).toBeDisabled();
  await dialog.getByText('기타', { exact: true }).click();
  const reason = dialog.getByRole('textbox', { name: '기타 사유' });
  await reason.fill('짧음');
  await expect(dialog.getByText('기타 사유를 5자 이상 적어 주세요.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '다음' })).toBeDisabled();
  await reason.fill('같은 글을 여러 번 올려요');
  await shoot(page, 'report-dialog');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog).toContainText("'기타' 사유로 이 글을 신고할까요?");
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(dialog).toContainText('신고가 접수되었어요.');
  await dialog.getByRole('button', { name: '확인' }).click();

  // again: the server says so
  await page.getByRole('button', { name: '더 보기', exact: true }).click();
  await page.getByRole('menuitem', { name: '신고하기' }).click();
  await dialog.getByText('스팸·광고').click();
  await dialog.getByRole('button', { name: '다음' }).click();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(dialog).toContainText('이미 신고한 글이에요.');
  await dialog.getByRole('button', { name: '확인' }).click();

  // two more members: hidden from everyone
  for (let i = 0; i < 2; i += 1) {
    const reporter = await memberTokens(request);
    const answer = await request.post('/api/v1/community/accuse', {
      headers: memberHeaders(reporter),
      data: { communityType: 'QNA', postId, replyId: null, reasonCode: 'SPAM', reasonText: null },
    });
    expect(answer.status()).toBe(201);
    expect(((await answer.json()) as { isHidden: boolean }).isHidden).toBe(i === 1);
  }
  await page.goto('/community/main/qna?sort=NEWEST');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  // the server keeps a visitor's rendering of an address for a few seconds (PAGE_CACHE_SECONDS): the
  // post's page, rendered when the test opened it, is drawn again without the post once that is over
  await expect.poll(async () => (await request.get(`/community/qna/${postId}`)).text(), { timeout: 10_000 }).not.toContain(title);
  await page.goto(`/community/qna/${postId}`);
  await expect(page.getByRole('heading', { name: '글을 볼 수 없어요' })).toBeVisible();
  await expect(page.getByText('삭제되었거나 숨겨진 글이에요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '목록으로 가기' })).toBeVisible();
  await shoot(page, 'post-hidden');
  await expectNoSeriousA11yViolations(page);
});

test('a reply is reported from its own button; three members’ reports hide it from the replies', async ({ page, request }) => {
  const author = await memberTokens(request);
  const rude = await memberTokens(request);
  const { postId } = await createQna(request, author, unique('댓글 신고 질문'));
  const replyId = await replyOver(request, rude, postId, '이런 걸 왜 물어봐요 ㅋㅋ');
  await signedInPage(page, request);
  await browserOf(page);

  await page.goto(`/community/qna/${postId}`);
  const reply = page.locator(`[data-reply-id="${replyId}"]`);
  await reply.getByRole('button', { name: /답변 신고$/ }).click();
  const dialog = page.getByRole('dialog', { name: '댓글 신고하기' });
  await dialog.getByText('욕설·비방').click();
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog).toContainText("'욕설·비방' 사유로 이 댓글을 신고할까요?");
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/community/accuse') && req.method() === 'POST');
  await dialog.getByRole('button', { name: '신고하기' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ communityType: 'QNA', postId, replyId, reasonCode: 'ABUSE' });
  await expect(dialog).toContainText('신고가 접수되었어요.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(reply).toBeVisible();

  for (let i = 0; i < 2; i += 1) {
    const reporter = await memberTokens(request);
    const answer = await request.post('/api/v1/community/accuse', {
      headers: memberHeaders(reporter),
      data: { communityType: 'QNA', postId, replyId, reasonCode: 'ABUSE', reasonText: null },
    });
    expect(answer.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('무를 한 통 샀는데 오래 두고 먹으려면')).toBeVisible();
  await expect(reply).toHaveCount(0);
  await expect(page.getByText('이런 걸 왜 물어봐요 ㅋㅋ')).toHaveCount(0);
});

test('a post is clipped (seen in my clipping); a failed like goes back', async ({ page, request }) => {
  const member = await signedInPage(page, request);
  await browserOf(page);
  const list = (await (await request.get('/api/v1/community/dashboard/list?sort=NEWEST&size=1')).json()) as { items: Array<{ postId: number }> };
  const postId = list.items[0]!.postId;

  await page.goto(`/community/board-detail/${postId}`);
  await expect(page.getByRole('img', { name: /사진 1\// })).toBeVisible();
  const clip = page.getByRole('button', { name: '스크랩' });
  await expect(clip).toHaveAttribute('aria-pressed', 'false');
  await clip.click();
  await expect(clip).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const mine = (await (await request.get('/api/v1/community/my/clipping', { headers: memberHeaders(member) })).json()) as { items: Array<{ postId: number }> };
      return mine.items.map((item) => item.postId);
    })
    .toContain(postId);
  await shoot(page, 'board-detail-member');
  await expectNoSeriousA11yViolations(page);

  // the heart flips at once, and back when the call fails
  await page.route(`**/api/v1/community/dashboard/${postId}/like`, (route) =>
    route.fulfill({ status: 500, json: { code: 5, message: '잠시 문제가 있어 요청을 처리하지 못했어요.', errorType: 'SYSTEM' } }),
  );
  const like = page.getByRole('button', { name: '좋아요', exact: true });
  const before = await page.getByTestId('like-count').textContent();
  await like.click();
  await expect(page.getByRole('alertdialog')).toContainText('잠시 문제가 있어 요청을 처리하지 못했어요.');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('like-count')).toHaveText(before ?? '');

  // share: the dialog records the share
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '공유하기' }).click();
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/v1/community/post-share'));
  await page.getByRole('button', { name: 'URL 복사' }).click();
  expect((await recorded).status()).toBe(200);
});

test('the reply box: empty, too long, banned word, a reload, a deleted post', async ({ page, request }) => {
  const author = await memberTokens(request);
  const { postId } = await createQna(request, author);
  await signedInPage(page, request);
  await browserOf(page);
  await page.goto(`/community/qna/${postId}`);
  const box = page.getByRole('textbox', { name: '댓글' });
  const send = page.getByRole('button', { name: '등록', exact: true });

  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: '댓글 내용을 입력해 주세요.' })).toBeVisible();

  await box.fill('가'.repeat(501));
  await expect(page.getByText('501/500자')).toBeVisible();
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: '댓글은 500자까지 쓸 수 있어요.' })).toBeVisible();

  await box.fill('이거 완전 바카라 같네요');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: '사용할 수 없는 단어가 포함되어 있어요' })).toBeVisible();
  await expect(box).toHaveValue('이거 완전 바카라 같네요');
  await shoot(page, 'reply-banned-word');

  // what is typed survives a reload
  await box.fill('무청은 말려서 시래기로 드세요.');
  await page.reload();
  await expect(box).toHaveValue('무청은 말려서 시래기로 드세요.');

  // the post is deleted meanwhile: the server's message, and the text stays
  const deleted = await request.delete(`/api/v1/community/qna/${postId}`, { headers: memberHeaders(author) });
  expect(deleted.status()).toBe(200);
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: '삭제된 글이라 댓글을 남길 수 없어요.' })).toBeVisible();
  await expect(box).toHaveValue('무청은 말려서 시래기로 드세요.');
});

test('main tabs, sort in the address, the daily board, and the author deleting a post', async ({ page, request }, testInfo) => {
  await browserOf(page);
  await page.goto('/community');
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
  await expect(tab(page, '인기')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '커뮤니티 검색' })).toHaveAttribute('href', '/community/search');
  await shoot(page, 'main-popular');
  await expectNoSeriousA11yViolations(page);

  await tab(page, '질문답변').click();
  await expect(page).toHaveURL(/\/community\/main\/qna$/);
  await expect(page.getByRole('button', { name: '인기순' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '최신순' }).click();
  await expect(page).toHaveURL(/\/community\/main\/qna\?sort=NEWEST$/);
  await expect(page.getByRole('button', { name: '최신순' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '채택 완료' }).click();
  await expect(page).toHaveURL(/answered=true/);
  await expect(page.getByTestId('post-card').first()).toContainText('채택 완료');
  await shoot(page, 'main-qna');
  await expectNoSeriousA11yViolations(page);
  // a hand-made sort is dropped, never sent
  await page.goto('/community/main/qna?sort=WHATEVER');
  await expect(page.getByRole('button', { name: '인기순' })).toHaveAttribute('aria-pressed', 'true');

  // a visitor's 글쓰기 asks to log in
  await page.getByTestId('community-write').click();
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요한 서비스예요');
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();

  await tab(page, '오늘의 식탁').click();
  const days = page.getByRole('navigation', { name: '날짜별 식탁' }).getByRole('link');
  await expect(days.first()).toBeVisible();
  await shoot(page, 'main-dashboard');
  await expectNoSeriousA11yViolations(page);
  await days.nth(1).click();
  await expect(page).toHaveURL(/\/community\/daily-board\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('board-tile').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: '다른 날짜' });
  await expect(nav.getByRole('link', { name: /다음 날/ })).toBeVisible();
  await shoot(page, 'daily-board');
  await keepScreenshot(page, testInfo, 'community-daily-board');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/community/daily-board/2099-01-01');
  await expect(page.getByText('아직 오지 않은 날이에요.', { exact: false })).toBeVisible();
  await shoot(page, 'daily-board-future');

  // the author: edit is a link to the form, delete asks and goes back to the list
  const author = await memberTokens(request);
  const { postId, title } = await createQna(request, author, unique('지울 질문'));
  await switchMember(page, author);
  await page.goto(`/community/qna/${postId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '더 보기', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: '수정하기' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '신고하기' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: '삭제하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제하기' }).click();
  await expect(page).toHaveURL(/\/community\/main\/qna$/);
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
});
