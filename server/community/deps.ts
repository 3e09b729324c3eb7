import type { Context } from 'hono';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import type { Clock } from '../time';
import type { PopularPosts } from './popular';
import { digits, INT4_MAX, param } from '../validation';

/** What the community routes need from the app (server/app.ts Services). */
export interface CommunityDeps {
  readonly db: AppDb;
  readonly auth: MemberAuth;
  readonly clock: Clock;
  /** the 인기 tab's pages, shared with the first HTML of the tab (made here when not given) */
  readonly popular?: PopularPosts;
}

/** An id in the path (the route's pattern took digits only): 1 to INT4_MAX, code 13 otherwise. */
export function idOf(c: Context, name: string): number {
  return param(c, name, digits(1, INT4_MAX));
}
