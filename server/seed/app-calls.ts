import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { shortLinks } from '../db/schema';

/**
 * Short links for the redirector's cases (/link/:code, SPEC.md §5 link host check), added to the
 * catalog's short links: one to an app screen with the app-install popup's `type` query, one to the
 * shop stand-in (a server page of this origin, followed in the window), and one to a site outside
 * the product, which the app refuses to follow.
 */
export const appShortLinkRows = [
  { code: 'spring-event', targetPath: '/event/1?type=spring', title: '신규 회원 이벤트 (앱 설치 안내)' },
  { code: 'shop-cart', targetPath: '/dev/shop/cart', title: '장바구니 (쇼핑몰)' },
  { code: 'outside', targetPath: 'https://example.com/promotion', title: '외부 사이트 (따라가지 않음)' },
] as const;

const codes = appShortLinkRows.map((row) => row.code);

export const appCallsSeed = {
  name: 'appShortLinks',
  async isEmpty(db: AppDb): Promise<boolean> {
    const rows = await db.select({ code: shortLinks.code }).from(shortLinks).where(inArray(shortLinks.code, codes));
    return rows.length === 0;
  },
  async clear(db: AppDb): Promise<void> {
    await db.delete(shortLinks).where(inArray(shortLinks.code, codes));
  },
  async insert(db: AppDb): Promise<number> {
    const rows = await db.insert(shortLinks).values([...appShortLinkRows]).onConflictDoNothing().returning({ code: shortLinks.code });
    return rows.length;
  },
};
