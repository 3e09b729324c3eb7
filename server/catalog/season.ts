import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { products, type SeasonGroupType, seasonGroupProducts, seasonGroups } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { type CatalogDeps, kstMonth, memberIdOf } from './deps';
import { imagePaths } from './images';
import { codeOf, filterInfo, pageOf } from './params';
import { validQuery } from '../validation';
import { cardsByNumbers, listProducts, productOrder } from './products';
import type { Wire } from '../../contract/schemas/page';
import type { DelicacySchema, HomeSeasonSchema } from '../../contract/schemas/catalog/home-season';
import type { SeasonDelicacySchema } from '../../contract/schemas/catalog/season-delicacy';
import type { SeasonOccasionSchema, SeasonRecommendationSchema } from '../../contract/schemas/catalog/season-groups';
import { SeasonDelicacyQuerySchema, SeasonOccasionQuerySchema, SeasonRecommendationQuerySchema } from '../../contract/schemas/catalog/queries';

/**
 * The season screens: GET /api/v1/display/home/season (the home block), /season/delicacy
 * (제철 먹거리 by month), /season/recommendation (추천 by recommendation category) and
 * /season/occasion (상황별: 설, 제사, 집들이, ...).
 */

type GroupRow = typeof seasonGroups.$inferSelect;

export type Delicacy = Wire<typeof DelicacySchema>;

function monthsOf(mask: number): number[] {
  return Array.from({ length: 12 }, (_, i) => i + 1).filter((month) => (mask & (1 << (month - 1))) !== 0);
}

function toDelicacy(row: GroupRow): Delicacy {
  return { delicacyId: row.id, code: row.code, name: row.name, description: row.description, imageUrl: imagePaths.kind(row.art), months: monthsOf(row.monthMask) };
}

async function groupsOf(db: AppDb, type: SeasonGroupType, where?: SQL): Promise<GroupRow[]> {
  return db
    .select()
    .from(seasonGroups)
    .where(and(eq(seasonGroups.type, type), where))
    .orderBy(asc(seasonGroups.sortOrder), asc(seasonGroups.id));
}

/** delicacies in season in that month */
function inMonth(month: number): SQL {
  return sql`(${seasonGroups.monthMask} & ${1 << (month - 1)}) <> 0`;
}

/** products of any of these groups */
function inGroups(groupIds: readonly number[]): SQL {
  return inArray(
    products.productNo,
    // a subquery, so the product list and its count stay one query each
    sql`(select ${seasonGroupProducts.productNo} from ${seasonGroupProducts} where ${inArray(seasonGroupProducts.groupId, [...groupIds, -1])})`,
  );
}

/** the curated order of products within one group */
function curatedOrder(groupId: number): SQL {
  return asc(sql`(select ${seasonGroupProducts.sortOrder} from ${seasonGroupProducts} where ${seasonGroupProducts.groupId} = ${groupId} and ${seasonGroupProducts.productNo} = ${products.productNo})`);
}

function groupCard(row: GroupRow) {
  return { name: row.name, description: row.description, imageUrl: imagePaths.kind(row.art) };
}

export function seasonRoutes({ db, auth, clock }: CatalogDeps): Hono {
  return new Hono()
    .get('/v1/display/home/season', auth.optionalMember, async (c) => {
      const now = clock();
      const month = kstMonth(now);
      const delicacies = await groupsOf(db, 'DELICACY', inMonth(month));
      const top = await db
        .select({ productNo: products.productNo })
        .from(products)
        .where(and(inGroups(delicacies.map((group) => group.id)), gt(products.stock, 0)))
        .orderBy(desc(products.recommendScore), asc(products.productNo))
        .limit(8);
      return c.json({
        month,
        title: `${month}월 제철 먹거리`,
        subtitle: '지금 가장 맛있는 제철 식탁을 산지에서 바로 받아 보세요.',
        delicacies: delicacies.slice(0, 8).map(toDelicacy),
        products: await cardsByNumbers(db, top.map((row) => row.productNo), memberIdOf(c), now),
      } satisfies Wire<typeof HomeSeasonSchema>);
    })
    .get('/v1/display/season/delicacy', auth.optionalMember, validQuery(SeasonDelicacyQuerySchema), async (c) => {
      const now = clock();
      const query = c.req.valid('query');
      const month = query.month ?? kstMonth(now);
      const { code } = query;
      const sort = codeOf(query.sort, (await filterInfo(db)).sortFilterList);
      const page = pageOf(query);
      const delicacies = await groupsOf(db, 'DELICACY', inMonth(month));
      const selected = code === undefined ? undefined : delicacies.find((group) => group.code === code);
      if (code !== undefined && !selected) throw new ApiError(ErrorCode.NoData, { message: `${month}월의 제철 먹거리에서 찾을 수 없어요.` });
      const groups = selected ? [selected] : delicacies;
      const list = await listProducts(db, {
        where: inGroups(groups.map((group) => group.id)),
        orderBy: productOrder(sort, selected ? [curatedOrder(selected.id)] : undefined),
        page,
        memberId: memberIdOf(c),
        now,
      });
      return c.json({
        month,
        title: `${month}월 제철 먹거리`,
        delicacies: delicacies.map(toDelicacy),
        selectedCode: selected?.code ?? null,
        sort,
        ...list,
      } satisfies Wire<typeof SeasonDelicacySchema>);
    })
    .get('/v1/display/season/recommendation', auth.optionalMember, validQuery(SeasonRecommendationQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const id = query.recommendationCategoryId;
      const sort = codeOf(query.sort, (await filterInfo(db)).sortFilterList);
      const page = pageOf(query);
      const groups = await groupsOf(db, 'RECOMMENDATION');
      const selected = id === undefined ? groups[0] : groups.find((group) => group.id === id);
      if (!selected) throw new ApiError(ErrorCode.NoData, { message: '추천 카테고리를 찾을 수 없어요.' });
      const list = await listProducts(db, {
        where: inGroups([selected.id]),
        orderBy: productOrder(sort, [curatedOrder(selected.id)]),
        page,
        memberId: memberIdOf(c),
        now: clock(),
      });
      const toCategory = (row: GroupRow) => ({ recommendationCategoryId: row.id, ...groupCard(row) });
      return c.json({ categories: groups.map(toCategory), selected: toCategory(selected), sort, ...list } satisfies Wire<typeof SeasonRecommendationSchema>);
    })
    .get('/v1/display/season/occasion', auth.optionalMember, validQuery(SeasonOccasionQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { code } = query;
      const sort = codeOf(query.sort, (await filterInfo(db)).sortFilterList);
      const page = pageOf(query);
      const groups = await groupsOf(db, 'OCCASION');
      const selected = code === undefined ? groups[0] : groups.find((group) => group.code === code);
      if (!selected) throw new ApiError(ErrorCode.NoData, { message: '상황별 추천을 찾을 수 없어요.' });
      const list = await listProducts(db, {
        where: inGroups([selected.id]),
        orderBy: productOrder(sort, [curatedOrder(selected.id)]),
        page,
        memberId: memberIdOf(c),
        now: clock(),
      });
      const toOccasion = (row: GroupRow) => ({ code: row.code, ...groupCard(row) });
      return c.json({ occasions: groups.map(toOccasion), selected: toOccasion(selected), sort, ...list } satisfies Wire<typeof SeasonOccasionSchema>);
    });
}
