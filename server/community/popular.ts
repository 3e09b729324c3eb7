import { and, desc, gt } from 'drizzle-orm';
import { pageResponse, type PageRequest, type PageResponse } from '../catalog/params';
import type { AppDb } from '../db/client';
import { communityPosts } from '../db/schema';
import type { Clock } from '../time';
import { popularity, POPULAR_DAYS, type PostSummary, postSummaries, visiblePost } from './posts';

/** how long visitors' 인기 pages are reused (counters move slowly; members always read fresh) */
export const POPULAR_CACHE_MS = 2000;
/** at most this many visitor pages are kept (a page and a size each) */
const CACHE_MAX = 200;

/**
 * The 인기 tab's pages: posts of every type from the last POPULAR_DAYS, ranked by their counters.
 * Visitors share one answer per page and size for POPULAR_CACHE_MS, and one read while it is made:
 * it is the busiest read of the community, and the first HTML of the tab draws its first cards from
 * the same answer the call then gets (server/first-screen.ts). A member always reads fresh (their
 * own likes and clippings are in it).
 */
export interface PopularPosts {
  page(page: PageRequest, memberId: number | undefined): Promise<PageResponse<PostSummary>>;
}

export function popularPosts(db: AppDb, clock: Clock): PopularPosts {
  const cache = new Map<string, { at: number; body: Promise<PageResponse<PostSummary>> }>();
  const read = (page: PageRequest, memberId: number | undefined, now: Date) => {
    const where = and(visiblePost, gt(communityPosts.createdAt, new Date(now.getTime() - POPULAR_DAYS * 86_400_000)));
    return Promise.all([
      postSummaries(db, where, [desc(popularity), desc(communityPosts.createdAt), desc(communityPosts.id)], page, memberId, now),
      db.$count(communityPosts, where),
    ]).then(([items, total]) => pageResponse(items, total, page));
  };
  return {
    page(page, memberId) {
      const now = clock();
      if (memberId !== undefined) return read(page, memberId, now);
      const key = `${page.page}:${page.size}`;
      const cached = cache.get(key);
      const age = cached === undefined ? -1 : now.getTime() - cached.at;
      if (cached && age >= 0 && age < POPULAR_CACHE_MS) return cached.body;
      if (cache.size > CACHE_MAX) cache.clear();
      const body = read(page, undefined, now);
      cache.set(key, { at: now.getTime(), body });
      body.catch(() => cache.delete(key));
      return body;
    },
  };
}
