import * as v from 'valibot';
import { ProductCardSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/category-product.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const CategoryProductsSchema = pageSchema(ProductCardSchema, {
  category: v.object({ categoryCode: v.string(), name: v.string(), depth: v.number(), parentCode: v.nullish(v.string()) }),
  sort: v.string(),
  priceRanges: v.array(v.string()),
});
