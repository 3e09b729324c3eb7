import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { ProductCardSchema } from './product-card';

/**
 * GET /api/v1/display/product/:productNo: a product (docs/api.md). The product card is all the app
 * reads of it for now (the shop hand-off needs `shopPath`); the rest of the answer is ignored.
 */
export const ProductSchema = ProductCardSchema;
export type Product = v.InferOutput<typeof ProductSchema>;

export const productPath = (productNo: number) => `/api/v1/display/product/${encodeURIComponent(String(productNo))}`;

export function fetchProduct(productNo: number): Promise<Product> {
  return request(ProductSchema, productPath(productNo));
}

export const productQueryOptions = (productNo: number) =>
  queryOptions({ queryKey: ['catalog', 'product', productNo], queryFn: () => fetchProduct(productNo), retry: false });
