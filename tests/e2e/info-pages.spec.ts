import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';

/**
 * Issue 12: the information pages (이용약관, 개인정보처리방침, 마케팅 정보 수신 동의) — static drafts
 * marked as such, with an effective date and a table of contents that scrolls to its sections 78px
 * below the top (SPEC.md §2, §9), clear of the sticky header.
 */

/** SHOTS_DIR=/tmp/shots-info also writes each screen's picture there, to look at while building. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

const HASH_SCROLL_OFFSET_PX = 78;

const pages = [
  { url: '/terms', title: '이용약관', sections: ['제1조 (목적)', '제5조 (회원 탈퇴와 자격 상실)', '제10조 (별)', '부칙'], jumpTo: '제14조 (회원의 의무)' },
  {
    url: '/privacy',
    title: '개인정보처리방침',
    sections: ['1. 수집하는 개인정보 항목', '3. 개인정보의 보유 및 이용 기간', '4. 개인정보의 제3자 제공', '5. 개인정보 처리의 위탁', '7. 정보주체의 권리와 행사 방법', '10. 개인정보 보호책임자와 문의처'],
    jumpTo: '9. 개인정보의 안전성 확보 조치',
  },
  { url: '/marketing-info', title: '마케팅 정보 수신 동의', sections: ['1. 이용 목적', '4. 전송 방법', '6. 동의 철회 방법'], jumpTo: '5. 동의를 거부할 권리' },
] as const;

/** Where the heading's section starts, relative to the top of the screen. */
async function sectionTop(page: Page, heading: string): Promise<number> {
  return page.getByRole('heading', { name: heading, level: 2 }).evaluate((element) => element.closest('section')!.getBoundingClientRect().top);
}

for (const info of pages) {
  test(`${info.url}: a draft with its effective date, headings and a table of contents that jumps`, async ({ page }, testInfo) => {
    await page.goto(info.url);
    await expect(page.getByRole('heading', { name: info.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('초안: 법무 검토 전 문서입니다.');
    await expect(page.getByText(/^시행일 \d{4}년 \d{1,2}월 \d{1,2}일$/)).toBeVisible();
    for (const section of info.sections) await expect(page.getByRole('heading', { name: section, level: 2 })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `info${info.url.replace('/', '-')}`);
    await keepScreenshot(page, testInfo, `info${info.url}`);

    const toc = page.getByRole('navigation', { name: '목차' });
    // every section is in the table of contents, in order
    const entries = await toc.getByRole('link').allTextContents();
    const headings = await page.locator('main section > h2').allTextContents();
    expect(entries).toEqual(headings);

    await toc.getByRole('link', { name: info.jumpTo }).click();
    await expect(page).toHaveURL(new RegExp(`${info.url}#[a-z0-9-]+$`));
    // a smooth scroll: wait until the section rests 78px below the top
    await expect.poll(() => sectionTop(page, info.jumpTo), { timeout: 5_000 }).toBeCloseTo(HASH_SCROLL_OFFSET_PX, 0);
    // the sticky header does not cover the heading
    const header = await page.getByRole('banner').boundingBox();
    const heading = await page.getByRole('heading', { name: info.jumpTo, level: 2 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await shot(page, `info${info.url.replace('/', '-')}-jump`);
  });
}

test('a shared link with a section hash opens at that section', async ({ page }) => {
  await page.goto('/privacy');
  const href = await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '5. 개인정보 처리의 위탁' }).getAttribute('href');
  expect(href).toMatch(/^\/privacy#[a-z0-9-]+$/);
  await page.goto('/');
  await page.goto(href!);
  await expect.poll(() => sectionTop(page, '5. 개인정보 처리의 위탁'), { timeout: 5_000 }).toBeCloseTo(HASH_SCROLL_OFFSET_PX, 0);
});
