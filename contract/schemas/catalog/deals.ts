import * as v from 'valibot';
import { ProductCardSchema, StatusSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/deals.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A limited-time deal (타임딜) of GET /api/v2/display/deal. */
export const DealSchema = v.object({
  dealId: v.number(),
  title: v.string(),
  subtitle: v.string(),
  status: StatusSchema,
  startAt: v.string(),
  endAt: v.string(),
  /** ONGOING: seconds until the end; UPCOMING: until the start; ENDED: 0 (see deadlineOf) */
  remainingSeconds: v.number(),
  dealPrice: v.number(),
  listPrice: v.number(),
  discountRate: v.number(),
  stockTotal: v.number(),
  stockRemaining: v.number(),
  soldRate: v.number(),
  isSoldOut: v.boolean(),
  maxPerOrder: v.number(),
  imageUrl: v.string(),
  product: ProductCardSchema,
});

export const DealsResponseSchema = pageSchema(DealSchema, { serverTime: v.string(), status: v.string() });
