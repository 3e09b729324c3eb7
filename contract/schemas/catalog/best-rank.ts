import * as v from 'valibot';
import { ProductCardSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/best-rank.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const RankedProductSchema = v.object({
  ...ProductCardSchema.entries,
  rank: v.number(),
  previousRank: v.nullable(v.number()),
  rankChange: v.picklist(['UP', 'DOWN', 'SAME', 'NEW']),
  rankChangeAmount: v.number(),
});

export const BestRankSchema = pageSchema(RankedProductSchema, { categoryCode: v.nullable(v.string()), updatedAt: v.string() });
