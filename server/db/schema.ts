import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
