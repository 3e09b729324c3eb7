import * as v from 'valibot';

/** The answers of src/api/catalog/product-card.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A product in any list. */
export const ProductCardSchema = v.object({
  productNo: v.number(),
  name: v.string(),
  imageUrl: v.string(),
  listPrice: v.number(),
  salePrice: v.number(),
  /** whole percent, 0 when not discounted */
  discountRate: v.number(),
  shopId: v.number(),
  shopName: v.string(),
  localCode: v.string(),
  /** '충남 논산' */
  origin: v.string(),
  categoryCode: v.string(),
  /** 0.0–5.0, one decimal */
  rating: v.number(),
  reviewCount: v.number(),
  isSoldOut: v.boolean(),
  freeShipping: v.boolean(),
  /** Korean badges in display order: '무료배송', '품절임박', '신상품', '특가' */
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
