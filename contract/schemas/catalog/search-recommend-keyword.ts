import * as v from 'valibot';

/** The answers of src/api/catalog/search-recommend-keyword.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const RecommendKeywordsSchema = v.object({ items: v.array(v.object({ keyword: v.string() })) });
