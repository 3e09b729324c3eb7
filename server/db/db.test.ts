import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test-database';
import type { OpenDatabase } from './client';
import { migrate, MIGRATIONS_DIR } from './migrate';
import * as schema from './schema';
import { reseed, seedIfEmpty } from '../seed';
import { categoryRows } from '../seed/categories';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const tables = Object.values(schema).filter((value) => is(value, PgTable));

/** drizzle's column type as PostgreSQL's format_type() spells it */
function pgTypeName(drizzleType: string): string {
  return drizzleType.replace(/^varchar/, 'character varying');
}

describe('migrations', () => {
  it('create exactly the tables and columns of server/db/schema', async () => {
    const names = tables.map((table) => getTableName(table));
    expect(names).toEqual(
      expect.arrayContaining([
        'categories',
        'settings',
        'members',
        'sign_ins',
        'nickname_changes',
        'token_families',
        'access_tokens',
        'refresh_tokens',
        'prohibited_accounts',
      ]),
    );
    const columns = await database.db
      .select({
        table: sql<string>`c.relname`,
        column: sql<string>`a.attname`,
        type: sql<string>`format_type(a.atttypid, a.atttypmod)`,
        notNull: sql<boolean>`a.attnotnull`,
        // drizzle counts an identity column as having a default; PostgreSQL keeps it apart
        hasDefault: sql<boolean>`a.atthasdef or a.attidentity <> ''`,
      })
      .from(sql`pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace`)
      .where(
        sql`n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and c.relname <> 'schema_migrations'`,
      )
      .orderBy(sql`c.relname`, sql`a.attnum`);

    const expected = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => ({
        table: config.name,
        column: column.name,
        type: pgTypeName(column.getSQLType()),
        notNull: column.notNull,
        hasDefault: column.hasDefault,
      }));
    });
    const byKey = (a: { table: string; column: string }, b: { table: string; column: string }) =>
      `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);
    expect([...columns].sort(byKey)).toEqual(expected.sort(byKey));
  });

  it('apply nothing the second time', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });

  it('only read the applied list when everything is applied: no transaction, no lock (issue 14, start-up)', async () => {
    const transaction = vi.spyOn(database.db, 'transaction');
    try {
      expect(await migrate(database.db)).toEqual([]);
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
  });
});

describe('0010: thumbnails of posts written before', () => {
  it("give a post's stored first picture the address of its square thumbnail, and nothing else", async () => {
    const { communityPosts } = schema;
    const posts = await database.db.select({ id: communityPosts.id }).from(communityPosts).orderBy(communityPosts.id).limit(5);
    const before = ['/images/community/7.webp', '/images/community/8.jpg', '/images/community/9-thumb.webp', 'https://cdn.example.com/a/10.jpg', null];
    for (const [i, post] of posts.entries()) await database.db.update(communityPosts).set({ thumbnailUrl: before[i] ?? null }).where(eq(communityPosts.id, post.id));
    const file = readFileSync(join(MIGRATIONS_DIR, '0010_community_thumbnails.sql'), 'utf8');
    await database.db.execute(sql.raw(file));
    const after = await database.db.select({ id: communityPosts.id, thumbnailUrl: communityPosts.thumbnailUrl }).from(communityPosts).orderBy(communityPosts.id).limit(5);
    expect(after.map((post) => post.thumbnailUrl)).toEqual([
      '/images/community/7-thumb.webp',
      '/images/community/8-thumb.webp',
      '/images/community/9-thumb.webp',
      'https://cdn.example.com/a/10.jpg',
      null,
    ]);
  });
});

describe('migrations beside the applied ones', () => {
  let own: OpenDatabase;
  let dir: string;
  beforeAll(async () => {
    own = await openTestDatabase({ seed: false });
    dir = mkdtempSync(join(tmpdir(), 'market-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  });
  afterAll(async () => {
    await own?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('apply a new file, then refuse it once it was changed', async () => {
    writeFileSync(join(dir, '9999_extra.sql'), 'create table migration_extra (id integer primary key);\n');
    expect(await migrate(own.db, dir)).toEqual(['9999_extra.sql']);
    expect(await migrate(own.db, dir)).toEqual([]);
    writeFileSync(join(dir, '9999_extra.sql'), 'create table migration_extra (id bigint primary key);\n');
    await expect(migrate(own.db, dir)).rejects.toThrow(/9999_extra\.sql was changed/);
  });
});

describe('seed', () => {
  it('holds the prohibited Naver account blocked@example.com', async () => {
    const rows = await database.db.select().from(schema.prohibitedAccounts);
    expect(rows).toEqual([expect.objectContaining({ provider: 'naver', email: 'blocked@example.com', name: null })]);
  });

  it('builds a 2–3 level category tree with codes derived from position', () => {
    const rows = categoryRows();
    const top = rows.filter((row) => row.depth === 1);
    expect(top.length).toBeGreaterThanOrEqual(10);
    for (const parent of top) {
      const children = rows.filter((row) => row.parentCode === parent.code);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(6);
    }
    expect(rows.some((row) => row.depth === 3)).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.code.length).toBe(row.depth * 2);
      if (row.parentCode !== null && row.parentCode !== undefined) expect(row.code.startsWith(row.parentCode)).toBe(true);
    }
  });

  it('fills only empty domains, and reseed starts over', async () => {
    const total = async () => (await database.db.select({ n: count() }).from(schema.categories))[0]?.n;
    const seeded = await total();
    expect(seeded).toBe(categoryRows().length);

    expect(await seedIfEmpty(database.db)).toEqual({});
    expect(await total()).toBe(seeded);

    await database.db.update(schema.categories).set({ name: '바뀐 이름' }).where(eq(schema.categories.code, '01'));
    expect(await reseed(database.db)).toEqual(expect.objectContaining({ categories: seeded, prohibitedAccounts: 1 }));
    const [fruit] = await database.db.select().from(schema.categories).where(eq(schema.categories.code, '01'));
    expect(fruit?.name).toBe('과일');
  });
});

describe('PGlite start parameters (issue 14, start-up)', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('open PostgreSQL with 16 MB of shared buffers and keep PGlite’s own parameters', async () => {
    // PGlite's driver answers { rows } (this test is PGlite's: skipped with DATABASE_URL)
    const result = (await database.db.execute(
      sql`select current_setting('shared_buffers') as shared_buffers, current_setting('search_path') as search_path`,
    )) as unknown as { rows: Array<{ shared_buffers: string; search_path: string }> };
    const [row] = result.rows;
    expect(row).toEqual({ shared_buffers: '16MB', search_path: 'public' });
  });
});
