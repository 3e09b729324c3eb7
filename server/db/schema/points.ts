import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { members } from './members';

/**
 * Member data (issue 12, migration 0005_member_points_alarms.sql): the point (별) balance and its
 * ledger, exchanges into the shop's 적립금, and the attendance game. Rules: server/points/rules.ts.
 */

/**
 * The member's point balance, one row per member (made on the first change). Every change locks
 * this row (`select … for update`), writes the ledger row and the new balance in one transaction;
 * the check keeps it from ever going below zero.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** automatic exchange: each earn that brings the balance to a unit exchanges it */
    autoExchange: boolean('auto_exchange').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('member_points_balance_check', sql`${table.balance} >= 0`)],
);

export type ExchangeKind = 'MANUAL' | 'AUTO';

/** Points turned into the shop's 적립금. A manual exchange is unique per member and requestKey. */
export const pointExchanges = pgTable(
  'point_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** the app's idempotency key; null for automatic exchanges */
    requestKey: varchar('request_key', { length: 64 }),
    kind: varchar('kind', { length: 6 }).$type<ExchangeKind>().notNull(),
    /** 별 spent */
    amount: integer('amount').notNull(),
    /** 적립금 (won) credited at the shop, the level's bonus included */
    shopPoints: integer('shop_points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    exchangedAt: timestamptz('exchanged_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('point_exchanges_member_request_key_idx').on(table.memberId, table.requestKey),
    index('point_exchanges_member_id_exchanged_at_idx').on(table.memberId, table.exchangedAt),
    check('point_exchanges_kind_check', sql`${table.kind} in ('MANUAL', 'AUTO')`),
    check('point_exchanges_amount_check', sql`${table.amount} > 0 and ${table.shopPoints} >= ${table.amount}`),
    check('point_exchanges_request_key_check', sql`(${table.kind} = 'MANUAL') = (${table.requestKey} is not null)`),
  ],
);

/** Why points moved (server/points/rules.ts POINT_REASONS has the Korean titles). */
export type PointReason =
  | 'ATTENDANCE'
  | 'ATTENDANCE_STREAK'
  | 'FIRST_POST'
  | 'REPLY'
  | 'ACCEPTED_ANSWER'
  | 'SURVEY'
  | 'OPERATOR'
  | 'EXCHANGE'
  | 'AUTO_EXCHANGE'
  | 'EXPIRED';

/**
 * The point ledger: one row per change, positive when earned, negative when spent (exchanges,
 * expiry). `balance_after` is the balance once the row applied. Earned rows expire (`expires_at`).
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 20 }).$type<PointReason>().notNull(),
    /** what the history shows: '출석 도장', '적립금 교환', or the operator's reason */
    title: varchar('title', { length: 100 }).notNull(),
    balanceAfter: integer('balance_after').notNull(),
    expiresAt: timestamptz('expires_at'),
    exchangeId: integer('exchange_id').references(() => pointExchanges.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('point_ledger_member_id_created_at_idx').on(table.memberId, table.createdAt),
    check('point_ledger_amount_check', sql`${table.amount} <> 0`),
    check('point_ledger_balance_after_check', sql`${table.balanceAfter} >= 0`),
    check('point_ledger_expires_at_check', sql`(${table.amount} > 0) = (${table.expiresAt} is not null)`),
  ],
);

/** The attendance game: one stamp per member and Korean calendar day. */
export const attendanceStamps = pgTable(
  'attendance_stamps',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** the day in Korea, 'YYYY-MM-DD' */
    stampDate: date('stamp_date', { mode: 'string' }).notNull(),
    /** consecutive days up to and including this one */
    streak: smallint('streak').notNull(),
    point: integer('point').notNull(),
    bonusPoint: integer('bonus_point').notNull().default(0),
    stampedAt: timestamptz('stamped_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.stampDate] }), check('attendance_stamps_streak_check', sql`${table.streak} >= 1`)],
);

export type PointLedgerRow = typeof pointLedger.$inferSelect;
export type PointExchange = typeof pointExchanges.$inferSelect;
