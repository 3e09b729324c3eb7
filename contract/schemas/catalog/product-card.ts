import * as v from 'valibot';

/** The answers of src/api/catalog/product-card.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ProductCardSchema = v.object({
  productNo: v.number(),
  name: v.string(),
  imageUrl: v.string(),
  listPrice: v.number(),
  salePrice: v.number(),
  discountRate: v.number(),
  shopId: v.number(),
  shopName: v.string(),
  localCode: v.string(),
  origin: v.string(),
  categoryCode: v.string(),
  rating: v.number(),
  reviewCount: v.number(),
  isSoldOut: v.boolean(),
  freeShipping: v.boolean(),
  badges: v.array(v.string()),
  isLike: v.boolean(),
  /** the product page on the external shop, relative to VITE_SHOP_URL */
  shopPath: v.string(),
});

export const StatusSchema = v.picklist(['UPCOMING', 'ONGOING', 'ENDED']);

export const ShareInfoSchema = v.object({
  title: v.string(),
  description: v.string(),
  imageUrl: v.string(),
  /** an app path such as '/deal/1' */
  url: v.string(),
});
