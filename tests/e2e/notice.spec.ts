import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';
import type { Wire } from '../../contract/schemas/page';
import type { NoticeListSchema } from '../../contract/schemas/catalog/notice-list';
import type { NoticeDetailSchema } from '../../contract/schemas/catalog/notice-detail';

/** SHOTS_DIR=/tmp/shots-info also writes each screen's picture there, to look at while building. */
async function shot(page: Page, name: string, fullPage = false) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
}

/**
 * Issue 12: notices on the reference server's seeded notices — the list (important first, category
 * chip, 중요 and N badges, Korean dates, 더보기), the detail with its sanitised body and the
 * previous / next notices, the admin preview, and the not-found state of an unknown id.
 */

/** the answers as the server sends them (contract/) */
type NoticeList = Wire<typeof NoticeListSchema>;
type NoticeDetailJson = Wire<typeof NoticeDetailSchema>;

const koreanDate = (iso: string) => {
  const [year, month, day] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date(iso)).split('-');
  return `${year}년 ${Number(month)}월 ${Number(day)}일`;
};

test.describe('notices', () => {
  test('the list shows every notice, important first, with badges, dates and 더보기', async ({ page, request }, testInfo) => {
    const all = (await (await request.get('/api/v1/display/notice?page=1&size=100')).json()) as NoticeList;
    expect(all.totalCount).toBeGreaterThan(10);

    await page.goto('/notice');
    await expect(page.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible();
    await expect(page.getByText(`전체 ${all.totalCount}건`)).toBeVisible();
    const list = page.getByRole('list', { name: '공지사항 목록' });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(10);

    // the first row is the server's first: an important notice, with its chip, badge and date
    const first = all.items[0]!;
    expect(first.isImportant).toBe(true);
    const firstRow = rows.first();
    await expect(firstRow.getByRole('link')).toContainText(first.title);
    await expect(firstRow).toContainText(first.category);
    await expect(firstRow).toContainText('중요');
    await expect(firstRow.locator('time')).toHaveText(koreanDate(first.createdAt));
    // a new notice reads '새 글'; an old one has no badge
    const newOne = all.items.findIndex((notice) => notice.isNew);
    const oldOne = all.items.findIndex((notice, index) => !notice.isNew && index < 10);
    expect(newOne).toBeGreaterThanOrEqual(0);
    expect(newOne).toBeLessThan(10);
    expect(oldOne).toBeGreaterThanOrEqual(0);
    await expect(rows.nth(newOne).getByText('새 글')).toHaveCount(1);
    await expect(rows.nth(oldOne).getByText('새 글')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'notice-list');
    await keepScreenshot(page, testInfo, 'notice-list');

    await page.getByRole('button', { name: /^더보기/ }).click();
    await expect(rows).toHaveCount(all.totalCount);
    await expect(page.getByText('공지사항을 모두 봤어요')).toBeVisible();
    await expect(page.getByRole('button', { name: /^더보기/ })).toHaveCount(0);
    await expect(rows.last()).toContainText(all.items[all.totalCount - 1]!.title);
  });

  test('list → detail → previous and next notice → back to the list', async ({ page, request }, testInfo) => {
    const all = (await (await request.get('/api/v1/display/notice?page=1&size=100')).json()) as NoticeList;
    // a notice with a list in its body and both neighbours
    const details = await Promise.all(
      all.items.map(async (notice) => (await (await request.get(`/api/v1/display/notice/${notice.noticeId}`)).json()) as NoticeDetailJson),
    );
    const target = details.find((notice) => notice.content.includes('<li>') && notice.prev && notice.next)!;
    expect(target, 'a seeded notice with a list and both neighbours').toBeTruthy();

    await page.goto('/notice');
    await page.getByRole('button', { name: /^더보기/ }).click();
    await page.getByRole('link', { name: target.title }).click();
    await expect(page).toHaveURL(`/notice/${target.noticeId}`);
    await expect(page.getByRole('heading', { name: '공지사항 상세', level: 1 })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: target.title, level: 2 })).toBeVisible();
    await expect(article.locator('time')).toHaveText(koreanDate(target.createdAt));
    await expect(article).toContainText(target.category);
    // the body's HTML is rendered (paragraphs and list items), not shown as markup
    const firstItem = /<li>(.*?)<\/li>/.exec(target.content)![1]!;
    await expect(article.getByText(firstItem)).toBeVisible();
    await expect(article).not.toContainText('<p>');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'notice-detail', true);
    await keepScreenshot(page, testInfo, 'notice-detail');

    const neighbours = page.getByRole('navigation', { name: '이전 글, 다음 글' });
    await neighbours.getByRole('link', { name: `다음 글: ${target.next!.title}` }).click();
    await expect(page).toHaveURL(`/notice/${target.next!.noticeId}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(target.next!.title);
    // the newer notice's previous one is where we came from
    await neighbours.getByRole('link', { name: `이전 글: ${target.title}` }).click();
    await expect(page).toHaveURL(`/notice/${target.noticeId}`);
    await neighbours.getByRole('link', { name: `이전 글: ${target.prev!.title}` }).click();
    await expect(page).toHaveURL(`/notice/${target.prev!.noticeId}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(target.prev!.title);

    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL('/notice');
    await expect(page.getByRole('list', { name: '공지사항 목록' })).toBeVisible();
  });

  test('the oldest notice says there is no previous one', async ({ page, request }) => {
    const all = (await (await request.get('/api/v1/display/notice?page=1&size=100')).json()) as NoticeList;
    const oldest = [...all.items].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.noticeId - b.noticeId)[0]!;
    await page.goto(`/notice/${oldest.noticeId}`);
    const neighbours = page.getByRole('navigation', { name: '이전 글, 다음 글' });
    await expect(neighbours).toContainText('이전 글이 없어요');
    await expect(neighbours.getByRole('link', { name: /^다음 글: / })).toBeVisible();
  });

  test('the admin preview shows the notice under a 미리보기 strip, its neighbours as previews', async ({ page, request }, testInfo) => {
    const notice = (await (await request.get('/api/v1/display/notice/5')).json()) as NoticeDetailJson;
    await page.goto('/admin-notice/5');
    await expect(page.getByRole('heading', { name: '공지사항 미리보기', level: 1 })).toBeVisible();
    await expect(page.getByText('미리보기', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: notice.title, level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-notice');
    await keepScreenshot(page, testInfo, 'admin-notice');
    const [label, neighbour] = notice.next ? ['다음 글', notice.next] : ['이전 글', notice.prev!];
    await page.getByRole('navigation', { name: '이전 글, 다음 글' }).getByRole('link', { name: `${label}: ${neighbour.title}` }).click();
    await expect(page).toHaveURL(`/admin-notice/${neighbour.noticeId}`);
    await expect(page.getByText('미리보기', { exact: true })).toBeVisible();
  });

  test('an unknown notice shows a Korean not-found state with the way to the list', async ({ page }, testInfo) => {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/display/notice/999999'));
    await page.goto('/notice/999999');
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole('heading', { name: '공지사항 상세', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '공지사항을 찾을 수 없어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'notice-not-found');
    await keepScreenshot(page, testInfo, 'notice-not-found');
    await page.getByRole('link', { name: '공지사항 목록 보기' }).click();
    await expect(page).toHaveURL('/notice');
  });
});
