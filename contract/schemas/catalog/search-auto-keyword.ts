import * as v from 'valibot';

/** The answers of src/api/catalog/search-auto-keyword.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const AutoKeywordSchema = v.object({
  keyword: v.string(),
  type: v.picklist(['KEYWORD', 'CATEGORY', 'STORE', 'PRODUCT']),
  categoryCode: v.optional(v.string()),
  shopId: v.optional(v.number()),
  productNo: v.optional(v.number()),
});

export const AutoKeywordsSchema = v.object({ keyword: v.string(), items: v.array(AutoKeywordSchema) });
