import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { ProductDetailSchema } from '../../../contract/schemas/catalog/product';
import { request } from '../client';

/**
 * GET /api/v1/display/product/:productNo: a product (docs/api.md), parsed whole with the contract's
 * schema (the shop hand-off reads `shopPath`, the app's product messages and share the rest).
 */
export const ProductSchema = ProductDetailSchema;
export type Product = v.InferOutput<typeof ProductSchema>;

export const productPath = (productNo: number) => `/api/v1/display/product/${encodeURIComponent(String(productNo))}`;

export function fetchProduct(productNo: number): Promise<Product> {
  return request(ProductSchema, productPath(productNo));
}

export const productQueryOptions = (productNo: number) =>
  queryOptions({ queryKey: ['catalog', 'product', productNo], queryFn: () => fetchProduct(productNo), retry: false });
