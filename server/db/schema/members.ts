import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Members and their nickname changes (migration 0001_members_and_tokens.sql). */

/** The identity providers of social sign-in (SPEC.md §7: channelType 1001 Naver, 1002 Apple). */
export type Provider = 'naver' | 'apple';

/**
 * Members. A member is found by provider + the provider's user id. Withdrawal anonymises the
 * row (personal fields emptied, provider_user_id replaced) and keeps it for the records.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 10 }).$type<Provider>().notNull(),
    providerUserId: varchar('provider_user_id', { length: 64 }).notNull(),
    email: varchar('email', { length: 320 }),
    name: varchar('name', { length: 60 }),
    nickName: varchar('nick_name', { length: 20 }),
    /** Naver's gender item: 'F', 'M' or 'U' */
    gender: varchar('gender', { length: 1 }),
    birthYear: smallint('birth_year'),
    /** digits only: '01012345678' */
    cellphone: varchar('cellphone', { length: 11 }),
    /** informational push notifications (pushYN) */
    pushAgreed: boolean('push_agreed').notNull().default(true),
    /** advertising / marketing information (adYN), and its channels */
    adAgreed: boolean('ad_agreed').notNull().default(false),
    emailAgreed: boolean('email_agreed').notNull().default(false),
    smsAgreed: boolean('sms_agreed').notNull().default(false),
    /** when a marketing consent was last given; null while none is given */
    marketingAgreedAt: timestamptz('marketing_agreed_at'),
    surveyCompleted: boolean('survey_completed').notNull().default(false),
    /** operator switch: the app logs out and reloads (SPEC.md §4); cleared by the next sign-in */
    retrySignIn: boolean('retry_sign_in').notNull().default(false),
    banMessage: text('ban_message'),
    bannedAt: timestamptz('banned_at'),
    /** successful token refreshes, for the operator's stats */
    refreshCount: integer('refresh_count').notNull().default(0),
    /** registered at the shop site (isCafe24Register) */
    shopRegistered: boolean('shop_registered').notNull().default(true),
    signedUpAt: timestamptz('signed_up_at').notNull().defaultNow(),
    lastSignInAt: timestamptz('last_sign_in_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
    withdrawalReason: text('withdrawal_reason'),
  },
  (table) => [
    uniqueIndex('members_provider_user_idx').on(table.provider, table.providerUserId),
    uniqueIndex('members_nick_name_idx').on(sql`lower(${table.nickName})`),
    index('members_email_idx').on(sql`lower(${table.email})`),
    index('members_cellphone_idx').on(table.cellphone),
    check('members_provider_check', sql`${table.provider} in ('naver', 'apple')`),
  ],
);


/** Nickname changes by the member, for the limit of SPEC.md §8 code 87. */
export const nicknameChanges = pgTable(
  'nickname_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nickName: varchar('nick_name', { length: 20 }).notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (table) => [index('nickname_changes_member_id_changed_at_idx').on(table.memberId, table.changedAt)],
);

export type Member = typeof members.$inferSelect;
