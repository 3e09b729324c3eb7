import { boolean, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * What the server keeps for running itself: operator switches and server-wide values (migration
 * 0000), the rate limits all instances share (migration 0007).
 */

/** Operator switches and other server-wide values (maintenance mode, webVersion, ...), as JSON. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rate limits all instances share (server/rate-limit.ts): per bucket and client, the theoretical
 * arrival time of the generic cell rate algorithm. An UNLOGGED table (migration 0007).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    tat: timestamptz('tat').notNull(),
    /** whether the last request counted was let through */
    allowed: boolean('allowed').notNull().default(true),
  },
  (table) => [index('rate_limits_tat_idx').on(table.tat)],
);
