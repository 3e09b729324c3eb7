import * as v from 'valibot';

/** The answers of src/api/catalog/product-view.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ProductViewSchema = v.object({ productNo: v.number(), viewCount: v.number() });
