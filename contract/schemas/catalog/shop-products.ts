import * as v from 'valibot';
import { ProductCardSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/shop-products.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ShopProductsSchema = pageSchema(ProductCardSchema, {
  shopId: v.number(),
  sort: v.string(),
  categoryCode: v.nullable(v.string()),
});
