import * as v from 'valibot';

/** The answers of src/api/catalog/search-rank.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const KeywordRankSchema = v.object({
  rank: v.number(),
  keyword: v.string(),
  previousRank: v.nullable(v.number()),
  rankChange: v.picklist(['UP', 'DOWN', 'SAME', 'NEW']),
  rankChangeAmount: v.number(),
});

export const SearchRankSchema = v.object({ updatedAt: v.string(), items: v.array(KeywordRankSchema) });
