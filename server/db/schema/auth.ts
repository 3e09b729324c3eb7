import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { members, type Provider } from './members';

/**
 * Signing in (migration 0001_members_and_tokens.sql): each sign-in, the token families with their
 * access and refresh tokens, and the provider accounts that may not sign up.
 */

/** One row per successful social sign-in: device, channel and the campaign click key. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelType: smallint('channel_type').notNull(),
    deviceType: smallint('device_type').notNull(),
    deviceUuid: varchar('device_uuid', { length: 100 }),
    clickKey: varchar('click_key', { length: 200 }),
    isNewMember: boolean('is_new_member').notNull(),
    signedInAt: timestamptz('signed_in_at').notNull().defaultNow(),
  },
  (table) => [index('sign_ins_member_id_idx').on(table.memberId)],
);

/**
 * A token family: everything issued from one sign-in, through every refresh. Revoking the
 * family (logout, refresh-token reuse, withdrawal) ends all its access and refresh tokens.
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceUuid: varchar('device_uuid', { length: 100 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    /** 'logout', 'reuse', 'withdrawal' */
    revokeReason: varchar('revoke_reason', { length: 20 }),
  },
  (table) => [index('token_families_member_id_idx').on(table.memberId)],
);

/** Issued access tokens by jti: a JWT whose jti is not here is unknown (code 110). */
export const accessTokens = pgTable(
  'access_tokens',
  {
    jti: uuid('jti').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuedAt: timestamptz('issued_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** set by the operator's expire-access: the token answers 111 from then on */
    forcedExpiredAt: timestamptz('forced_expired_at'),
  },
  (table) => [index('access_tokens_member_id_idx').on(table.memberId)],
);

/** Refresh tokens, stored as the SHA-256 of the opaque token; each can be used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuedAt: timestamptz('issued_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** when it was exchanged for a new pair; a second use is a replay */
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    /** the SHA-256 of the refresh token this one was exchanged for */
    successorHash: varchar('successor_hash', { length: 64 }),
    /** that pair, sealed with a key derived from this token (auth/tokens.ts, the grace of a lost answer) */
    successorSealed: text('successor_sealed'),
  },
  (table) => [
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_member_id_idx').on(table.memberId),
  ],
);

/** Provider accounts that may not sign up (SPEC.md §8 codes 83/84), matched by email or name. */
export const prohibitedAccounts = pgTable(
  'prohibited_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 10 }).$type<Provider>().notNull(),
    email: varchar('email', { length: 320 }),
    name: varchar('name', { length: 60 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('prohibited_accounts_provider_idx').on(table.provider),
    uniqueIndex('prohibited_accounts_match_idx').on(table.provider, sql`lower(coalesce(${table.email}, ''))`, sql`coalesce(${table.name}, '')`),
    check('prohibited_accounts_provider_check', sql`${table.provider} in ('naver', 'apple')`),
    check('prohibited_accounts_match_check', sql`${table.email} is not null or ${table.name} is not null`),
  ],
);
