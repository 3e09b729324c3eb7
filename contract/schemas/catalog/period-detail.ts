import * as v from 'valibot';
import { ProductCardSchema, ShareInfoSchema, StatusSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/period-detail.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A planned exhibition (기획전). */
export const PeriodSchema = v.object({
  periodId: v.number(),
  title: v.string(),
  subtitle: v.string(),
  description: v.string(),
  /** 750×360 */
  imageUrl: v.string(),
  /** the exhibition's colour, '#FF5A5F' */
  theme: v.string(),
  startAt: v.string(),
  endAt: v.string(),
  status: StatusSchema,
  remainingSeconds: v.number(),
  productCount: v.number(),
  maxDiscountRate: v.number(),
});

/** GET /api/v2/display/period: exhibitions of a status, page by page (the app opens them from banners and links only). */
export const PeriodListSchema = pageSchema(PeriodSchema, { serverTime: v.string(), status: v.string() });

export const PeriodDetailSchema = pageSchema(ProductCardSchema, {
  serverTime: v.string(),
  period: PeriodSchema,
  sort: v.string(),
  discountRate: v.string(),
  shareInfo: ShareInfoSchema,
});
