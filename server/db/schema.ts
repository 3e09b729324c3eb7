import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The tables of the reference server. Every change here comes with a new SQL file in
 * ./migrations (see migrate.ts); `schema.test.ts` checks that both agree.
 */

/** Product categories: a tree of two or three levels (depth 1 → 2 → 3). */
export const categories = pgTable(
  'categories',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 32 }).references((): AnyPgColumn => categories.code, {
      onDelete: 'cascade',
    }),
    depth: smallint('depth').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    imageUrl: text('image_url'),
  },
  (table) => [
    index('categories_parent_code_sort_order_idx').on(table.parentCode, table.sortOrder),
    check('categories_depth_check', sql`${table.depth} between 1 and 3`),
    check('categories_root_check', sql`(${table.depth} = 1) = (${table.parentCode} is null)`),
  ],
);

/** Operator switches and other server-wide values (maintenance mode, webVersion, ...), as JSON. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

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

export type Member = typeof members.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;

// ---------------------------------------------------------------------------------------------
// Catalogue (issue 6): regions and their stores, products, likes, recently viewed, purchases,
// limited deals, planned exhibitions (period), events, season groups, banners, notices, search
// keywords and short links. Migration 0002_catalog.sql.
// ---------------------------------------------------------------------------------------------

/** Regions of the regional-specialty screens (local-main, local/:code). */
export const regions = pgTable('regions', {
  code: varchar('code', { length: 32 }).primaryKey(),
  /** '충청남도' */
  name: varchar('name', { length: 30 }).notNull(),
  /** '충남' */
  shortName: varchar('short_name', { length: 10 }).notNull(),
  description: text('description').notNull(),
  /** what the region is known for: ['딸기', '마늘', '인삼'] */
  specialties: jsonb('specialties').$type<string[]>().notNull(),
  /** position on the stylised map of Korea, 0–100 from the left and from the top */
  mapX: smallint('map_x').notNull(),
  mapY: smallint('map_y').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Stores (shops) of the market, each in one region. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    regionCode: varchar('region_code', { length: 32 })
      .notNull()
      .references(() => regions.code, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** the town: '논산' */
    place: varchar('place', { length: 30 }).notNull(),
    description: text('description').notNull(),
    introduction: text('introduction').notNull(),
    /** the product kind its pictures show (server/catalog/art) */
    art: varchar('art', { length: 30 }).notNull(),
    sinceYear: smallint('since_year').notNull(),
    /** likes before this server existed; shown likes = this + store_likes rows */
    baseLikeCount: integer('base_like_count').notNull().default(0),
    searchText: text('search_text').notNull(),
    chosung: text('chosung').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('stores_region_code_sort_order_idx').on(table.regionCode, table.sortOrder)],
);

/** Products. Prices in won; rating in tenths (48 = 4.8). */
export const products = pgTable(
  'products',
  {
    productNo: integer('product_no').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryCode: varchar('category_code', { length: 32 })
      .notNull()
      .references(() => categories.code, { onDelete: 'cascade' }),
    /** its leaf under 지역특산물, when it is one of those specialties */
    localCategoryCode: varchar('local_category_code', { length: 32 }).references(() => categories.code, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** the product kind: picture and season key ('strawberry', 'hanwoo', ...) */
    kind: varchar('kind', { length: 30 }).notNull(),
    /** '충남 논산' */
    origin: varchar('origin', { length: 40 }).notNull(),
    description: text('description').notNull(),
    listPrice: integer('list_price').notNull(),
    salePrice: integer('sale_price').notNull(),
    discountRate: smallint('discount_rate').notNull(),
    stock: integer('stock').notNull(),
    /** sales of the last 7 days (best rank, 인기순) and of the 7 days before (rank change) */
    salesCount: integer('sales_count').notNull().default(0),
    prevSalesCount: integer('prev_sales_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    rating: smallint('rating').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    recommendScore: integer('recommend_score').notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** search tags, space separated: '딸기 설향딸기 봄딸기' */
    keywords: text('keywords').notNull(),
    /** normalised name, tags, origin, region and categories (hangul.ts normalizeSearchText) */
    searchText: text('search_text').notNull(),
    /** initials of name and tags (hangul.ts chosungOf) */
    chosung: text('chosung').notNull(),
    registeredAt: timestamptz('registered_at').notNull(),
  },
  (table) => [
    index('products_category_code_idx').on(table.categoryCode),
    index('products_local_category_code_idx').on(table.localCategoryCode),
    index('products_store_id_idx').on(table.storeId),
    index('products_kind_idx').on(table.kind),
    check('products_price_check', sql`${table.salePrice} > 0 and ${table.salePrice} <= ${table.listPrice}`),
    check('products_stock_check', sql`${table.stock} >= 0`),
  ],
);

/** Products a member liked (zzim); at most LIKE_PRODUCT_LIMIT per member (code 91). */
export const productLikes = pgTable(
  'product_likes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    likedAt: timestamptz('liked_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_likes_member_product_idx').on(table.memberId, table.productNo),
    index('product_likes_product_no_idx').on(table.productNo),
  ],
);

/** Stores a member liked; at most LIKE_SHOP_LIMIT per member (code 92). */
export const storeLikes = pgTable(
  'store_likes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    likedAt: timestamptz('liked_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_likes_member_store_idx').on(table.memberId, table.storeId),
    index('store_likes_store_id_idx').on(table.storeId),
  ],
);

/** Recently viewed products: 30 per member (SPEC.md §9), newest by id. */
export const recentProducts = pgTable(
  'recent_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull(),
  },
  (table) => [uniqueIndex('recent_products_member_product_idx').on(table.memberId, table.productNo)],
);

/** The shop's order history as far as the market sees it: how often a member bought a product. */
export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    purchaseCount: integer('purchase_count').notNull(),
    lastPurchasedAt: timestamptz('last_purchased_at').notNull(),
  },
  (table) => [uniqueIndex('purchases_member_product_idx').on(table.memberId, table.productNo)],
);

/** Limited-time deals (타임딜): one product at a deal price between two instants, limited stock. */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey(),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: text('subtitle').notNull(),
    dealPrice: integer('deal_price').notNull(),
    discountRate: smallint('discount_rate').notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockRemaining: integer('stock_remaining').notNull(),
    maxPerOrder: smallint('max_per_order').notNull().default(5),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('deals_end_at_idx').on(table.endAt),
    check('deals_period_check', sql`${table.endAt} > ${table.startAt}`),
    check('deals_stock_check', sql`${table.stockRemaining} between 0 and ${table.stockTotal}`),
  ],
);

/** Planned exhibitions (기획전, the app's "period"). */
export const periods = pgTable('periods', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  subtitle: text('subtitle').notNull(),
  description: text('description').notNull(),
  /** banner background, '#RRGGBB' */
  theme: varchar('theme', { length: 7 }).notNull(),
  art: varchar('art', { length: 30 }).notNull(),
  startAt: timestamptz('start_at').notNull(),
  endAt: timestamptz('end_at').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const periodProducts = pgTable(
  'period_products',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('period_products_period_product_idx').on(table.periodId, table.productNo)],
);

/** One block of an event page. */
export type EventContentBlock =
  | { readonly type: 'TEXT'; readonly title?: string; readonly text: string }
  | { readonly type: 'NOTICE'; readonly title: string; readonly items: readonly string[] };

/** Events (이벤트); some take applications (응모). */
export const events = pgTable('events', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  subtitle: text('subtitle').notNull(),
  description: text('description').notNull(),
  content: jsonb('content').$type<EventContentBlock[]>().notNull(),
  theme: varchar('theme', { length: 7 }).notNull(),
  art: varchar('art', { length: 30 }).notNull(),
  startAt: timestamptz('start_at').notNull(),
  endAt: timestamptz('end_at').notNull(),
  hasApply: boolean('has_apply').notNull().default(false),
  /** first-come limit of applications; null: no limit */
  applyLimit: integer('apply_limit'),
  /** when winners are announced; null: no draw */
  announceAt: timestamptz('announce_at'),
  /** products shown on the event page, as product numbers */
  productNos: jsonb('product_nos').$type<number[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const eventApplications = pgTable(
  'event_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    appliedAt: timestamptz('applied_at').notNull(),
  },
  (table) => [uniqueIndex('event_applications_event_member_idx').on(table.eventId, table.memberId)],
);

export type SeasonGroupType = 'DELICACY' | 'OCCASION' | 'RECOMMENDATION';

/**
 * Groups of the season screens: seasonal delicacies (제철 먹거리, by month), occasions (설, 제사,
 * 집들이, ...) and recommendation categories (혼밥, 캠핑, ...).
 */
export const seasonGroups = pgTable(
  'season_groups',
  {
    id: integer('id').primaryKey(),
    type: varchar('type', { length: 20 }).$type<SeasonGroupType>().notNull(),
    /** delicacy: the product kind; occasion: its code ('SEOLLAL') */
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    description: text('description').notNull(),
    art: varchar('art', { length: 30 }).notNull(),
    /** delicacy months as bits: bit 0 January … bit 11 December */
    monthMask: integer('month_mask').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('season_groups_type_sort_order_idx').on(table.type, table.sortOrder),
    check('season_groups_type_check', sql`${table.type} in ('DELICACY', 'OCCASION', 'RECOMMENDATION')`),
  ],
);

export const seasonGroupProducts = pgTable(
  'season_group_products',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => seasonGroups.id, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('season_group_products_group_product_idx').on(table.groupId, table.productNo)],
);

/** Banners by position (HOME_MAIN, HOME_MIDDLE, CATEGORY, SEARCH, BEST, LOCAL). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    position: varchar('position', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: text('subtitle').notNull(),
    /** an app path ('/period/1') or an absolute URL */
    linkUrl: text('link_url').notNull(),
    theme: varchar('theme', { length: 7 }).notNull(),
    art: varchar('art', { length: 30 }).notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('banners_position_sort_order_idx').on(table.position, table.sortOrder)],
);

export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  /** '안내', '공지', '점검', '이벤트' */
  category: varchar('category', { length: 10 }).notNull(),
  title: varchar('title', { length: 150 }).notNull(),
  /** simple HTML: p, b, br, ul/li */
  content: text('content').notNull(),
  isImportant: boolean('is_important').notNull().default(false),
  createdAt: timestamptz('created_at').notNull(),
});

/** Search keywords: popularity (rank) and the curated recommended keywords. */
export const searchKeywords = pgTable('search_keywords', {
  keyword: varchar('keyword', { length: 50 }).primaryKey(),
  searchCount: integer('search_count').notNull().default(0),
  /** the rank in the previous period; null: new in the ranking */
  previousRank: smallint('previous_rank'),
  isRecommended: boolean('is_recommended').notNull().default(false),
  recommendOrder: smallint('recommend_order'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Short links (/link/:code) to app paths. */
export const shortLinks = pgTable('short_links', {
  code: varchar('code', { length: 32 }).primaryKey(),
  targetPath: text('target_path').notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Store = typeof stores.$inferSelect;
export type Deal = typeof deals.$inferSelect;

/**
 * Taste surveys (SPEC.md §3 "Survey template"): the active template is the one members answer.
 * Ids are stable numbers given by the seed (and by the operator for new templates), so that answers
 * keep pointing at the same questions.
 */
export const surveyTemplates = pgTable(
  'survey_templates',
  {
    id: integer('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('survey_templates_is_active_idx').on(table.isActive)],
);

export type SurveyAnswerType = 'TEXT' | 'IMAGE';

/** The questions of a template, in `sortOrder`; between `minimum` and `maximum` answers (default 1 and 1). */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => surveyTemplates.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    answerType: varchar('answer_type', { length: 5 }).$type<SurveyAnswerType>().notNull(),
    minimum: smallint('minimum').notNull().default(1),
    maximum: smallint('maximum').notNull().default(1),
  },
  (table) => [
    index('survey_questions_template_id_sort_order_idx').on(table.templateId, table.sortOrder),
    check('survey_questions_answer_type_check', sql`${table.answerType} in ('TEXT', 'IMAGE')`),
    check('survey_questions_count_check', sql`${table.minimum} >= 1 and ${table.maximum} >= ${table.minimum}`),
  ],
);

/** The answers a question offers; IMAGE answers have a picture. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    imageUrl: text('image_url'),
  },
  (table) => [index('survey_answers_question_id_sort_order_idx').on(table.questionId, table.sortOrder)],
);

/** A member's submission of a template: at most one per member and template (code 18 after). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => surveyTemplates.id, { onDelete: 'cascade' }),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('survey_responses_member_template_idx').on(table.memberId, table.templateId)],
);

/** The answers picked in a submission, one row per picked answer. */
export const surveyResponseAnswers = pgTable(
  'survey_response_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => surveyAnswers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('survey_response_answers_response_answer_idx').on(table.responseId, table.answerId),
    index('survey_response_answers_answer_id_idx').on(table.answerId),
  ],
);

/**
 * Devices that make app calls (SPEC.md §7), by deviceUuid: the native apps' web views and the web
 * ('w-…' ids). Push and advertising consent here are the device's; the member's are on members.
 */
export const appDevices = pgTable(
  'app_devices',
  {
    deviceUuid: varchar('device_uuid', { length: 100 }).primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    deviceType: smallint('device_type'),
    os: varchar('os', { length: 10 }).$type<'android' | 'ios'>(),
    appVersion: varchar('app_version', { length: 32 }),
    adId: varchar('ad_id', { length: 100 }),
    adAgreed: boolean('ad_agreed').notNull().default(false),
    pushAgreed: boolean('push_agreed').notNull().default(true),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessAt: timestamptz('last_access_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('app_devices_member_id_idx').on(table.memberId),
    check('app_devices_os_check', sql`${table.os} is null or ${table.os} in ('android', 'ios')`),
  ],
);

export type AppDevice = typeof appDevices.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Member data (issue 12): the point (별) balance and its ledger, exchanges into the shop's 적립금,
// alarms and the attendance game. Rules: server/points/rules.ts. Migration 0005_member_points_alarms.sql.
// ---------------------------------------------------------------------------------------------

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

/** Alarm types (SPEC.md §3 "Alarm: alarmType (number)"); names in server/alarms/alarms.ts. */
export type AlarmType = 1 | 2 | 3 | 4;

/** The member's notifications (알림), newest first in the app. */
export const alarms = pgTable(
  'alarms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    alarmType: smallint('alarm_type').$type<AlarmType>().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    message: text('message').notNull().default(''),
    /** an app path the alarm opens ('/my-page/point'), or null */
    linkPath: text('link_path'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    index('alarms_member_id_created_at_idx').on(table.memberId, table.createdAt),
    index('alarms_member_id_unread_idx').on(table.memberId).where(sql`not ${table.isRead}`),
    check('alarms_alarm_type_check', sql`${table.alarmType} between 1 and 4`),
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
export type Alarm = typeof alarms.$inferSelect;

// The community tables live with the community (issue 13 §1); migration 0006_community.sql.
export * from '../community/tables';
