import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { categories } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import type { Wire } from '../../contract/schemas/page';
import type { CategoryNodeSchema, CategoryResponseSchema } from '../../contract/schemas/category';
import type { CategorySummarySchema } from '../../contract/schemas/web-profile';

export type CategorySummary = Wire<typeof CategorySummarySchema>;

export type CategoryNode = Wire<typeof CategoryNodeSchema>;
/** a node while the tree is built: its children still being added */
type Growing = CategoryNode & { readonly children: Growing[] };

/** `category`: the requested category; null when the whole tree was asked for */
export type CategoryTreeResponse = Wire<typeof CategoryResponseSchema>;

/** First-level categories in display order. */
export async function topCategories(db: AppDb): Promise<CategorySummary[]> {
  return db
    .select({ categoryCode: categories.code, name: categories.name, imageUrl: categories.imageUrl })
    .from(categories)
    .where(eq(categories.depth, 1))
    .orderBy(asc(categories.sortOrder), asc(categories.code));
}

/**
 * The subtree under `categoryCode` (or the whole tree without it). The table is small (a few
 * hundred rows at most), so it is read whole and assembled here.
 */
export async function categoryTree(db: AppDb, categoryCode: string | undefined): Promise<CategoryTreeResponse> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.code));

  const nodes = new Map<string, Growing>();
  const roots: Growing[] = [];
  for (const row of rows) {
    const node: Growing = {
      categoryCode: row.code,
      name: row.name,
      depth: row.depth,
      imageUrl: row.imageUrl,
      children: [],
    };
    nodes.set(row.code, node);
    const parent = row.parentCode === null ? undefined : nodes.get(row.parentCode);
    (parent ? parent.children : roots).push(node);
  }

  if (categoryCode === undefined) return { category: null, children: roots };

  const row = rows.find((candidate) => candidate.code === categoryCode);
  const node = row && nodes.get(row.code);
  if (!row || !node) {
    throw new ApiError(ErrorCode.NoData, { message: '요청하신 카테고리를 찾을 수 없어요.' });
  }
  return {
    category: { categoryCode: row.code, name: row.name, depth: row.depth, parentCode: row.parentCode },
    children: node.children,
  };
}
