import type { ProductCardSchema } from '../../../contract/schemas/catalog/product-card';
import type { Wire } from '../../../contract/schemas/page';

type Card = Wire<typeof ProductCardSchema>;

/**
 * What the product pieces of the design system need to draw a product: the fields of the
 * contract's product card they read (contract/schemas/catalog/product-card.ts), so a renamed field
 * there is a type error here. Badges, rating and review count may be left out (a product the
 * native app hands over has none). src/ui stays free of src/api: contract/ is shared by both.
 */
export type ProductSummary = Pick<Card, 'productNo' | 'name' | 'imageUrl' | 'listPrice' | 'salePrice' | 'discountRate' | 'shopName' | 'origin' | 'isSoldOut' | 'isLike'> &
  Partial<Pick<Card, 'badges' | 'rating' | 'reviewCount'>>;
