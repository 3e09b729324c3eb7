/**
 * What the product pieces of the design system need to draw a product. A structural type, so
 * src/ui stays free of src/api: the API's product card (src/api/catalog/product-card.ts) fits it.
 */
export interface ProductSummary {
  readonly productNo: number;
  readonly name: string;
  readonly imageUrl: string;
  readonly listPrice: number;
  readonly salePrice: number;
  /** whole percent; 0 when not discounted */
  readonly discountRate: number;
  readonly shopName: string;
  /** '충남 논산' */
  readonly origin: string;
  readonly isSoldOut: boolean;
  readonly isLike: boolean;
  /** Korean labels in display order: '무료배송', '품절임박', '신상품', '특가' */
  readonly badges?: readonly string[] | undefined;
  /** 0.0–5.0 */
  readonly rating?: number | undefined;
  readonly reviewCount?: number | undefined;
}
