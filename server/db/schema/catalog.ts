import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { members } from './members';

/**
 * The catalogue: product categories (migration 0000), and (issue 6, migration 0002_catalog.sql)
 * regions and their stores, products, likes, recently viewed, purchases, limited deals, planned
 * exhibitions (period), events, season groups, banners, notices, search keywords and short links.
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
    /** the product kind its pictures show (server/art/catalog) */
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

/**
 * One row: how many statements have changed what search reads (migration 0008's triggers on products,
 * stores and categories); each instance's search index (server/catalog/search-index.ts) rebuilds when it moves.
 */
export const searchCatalogVersion = pgTable('search_catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
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
export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
