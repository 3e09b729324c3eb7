import type { Context } from 'hono';
import type { MemberAuth } from '../auth/middleware';
import type { AuthenticatedMember } from '../auth/tokens';
import type { AppDb } from '../db/client';
import type { ShutdownHooks } from '../shutdown';
import type { Clock } from '../time';
import type { SearchEngine } from './search';

/** What the catalogue routes need from the app (server/app.ts Services). */
export interface CatalogDeps {
  readonly db: AppDb;
  readonly auth: MemberAuth;
  readonly clock: Clock;
  /** the search backend; default: the database (search.ts). Tests give a failing one for code 52. */
  readonly search?: SearchEngine;
  /** where work to finish before the database closes is registered (the search counts); tests: none */
  readonly shutdown?: ShutdownHooks;
}

/** The member asking, or undefined for a visitor (routes behind auth.optionalMember). */
export function memberIdOf(c: Context): number | undefined {
  return (c.get('member') as AuthenticatedMember | undefined)?.memberId;
}

/** Korea's calendar month (1–12) at that instant. */
export function kstMonth(now: Date): number {
  return new Date(now.getTime() + 9 * 3_600_000).getUTCMonth() + 1;
}

/** The instant rounded down to the hour: when rankings were last "updated". */
export function hourOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}
