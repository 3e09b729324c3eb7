import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { imagePaths } from './catalog/images';
import type { AppDb } from './db/client';
import { banners } from './db/schema';
import type { Clock } from './time';

/**
 * What the first HTML tells the browser about the first screen (issue 14): for home, the picture of
 * its first banner (the largest paint) as `<link rel=preload as=image fetchpriority=high>`, so the
 * phone fetches it in parallel with the entry script instead of after the script, the route, the
 * banner call and the render. The same query as GET /api/v2/display/banner?position=HOME_MAIN
 * (exhibitions.ts), ordered the same way. Other paths get nothing.
 */
export function firstScreenHead(db: AppDb, clock: Clock): (path: string) => Promise<string | undefined> {
  return async (path) => {
    if (path !== '/') return undefined;
    const now = clock();
    const [first] = await db
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.position, 'HOME_MAIN'), lte(banners.startAt, now), gt(banners.endAt, now)))
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .limit(1);
    if (!first) return undefined;
    return `<link rel="preload" as="image" href="${imagePaths.banner(first.id)}" fetchpriority="high" />`;
  };
}
