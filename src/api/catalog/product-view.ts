import type * as v from 'valibot';
import { PRODUCT_VIEW_COUNT_PATH, request } from '../client';
import { ProductViewSchema } from '../../../contract/schemas/catalog/product-view';
import type { ProductNoBodySchema } from '../../../contract/schemas/likes';

export { ProductViewSchema };

export type ProductView = v.InferOutput<typeof ProductViewSchema>;

/**
 * Counts a product view (POST, no toasts for this path: SPEC.md §7). For a member the server also
 * records it in their recently viewed list. Use useRecordProductView (src/api/recent.ts) in screens.
 */
export function postProductView(productNo: number): Promise<ProductView> {
  return request(ProductViewSchema, PRODUCT_VIEW_COUNT_PATH, { method: 'POST', body: { productNo } satisfies v.InferInput<typeof ProductNoBodySchema> });
}
