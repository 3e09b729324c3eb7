import * as v from 'valibot';
import { ProductCardSchema, ShareInfoSchema, StatusSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/event-detail.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const EventContentBlockSchema = v.variant('type', [
  v.object({ type: v.literal('TEXT'), title: v.optional(v.string()), text: v.string() }),
  v.object({ type: v.literal('NOTICE'), title: v.string(), items: v.array(v.string()) }),
]);

export const ApplyInfoSchema = v.object({
  isApplicable: v.boolean(),
  hasApplied: v.boolean(),
  applyCount: v.number(),
  /** first-come limit; null: none */
  applyLimit: v.nullable(v.number()),
  /** when winners are announced; null: no draw */
  announceAt: v.nullable(v.string()),
  /** why one cannot apply now, in Korean; null when one can */
  reason: v.nullable(v.string()),
});

/** An event as lists show it. */
export const EventSummarySchema = v.object({
  eventId: v.number(),
  title: v.string(),
  subtitle: v.string(),
  imageUrl: v.string(),
  theme: v.string(),
  startAt: v.string(),
  endAt: v.string(),
  status: StatusSchema,
  hasApply: v.boolean(),
});

/** GET /api/v2/display/custom-event: events of a status, page by page (the app opens events from links only). */
export const EventListSchema = pageSchema(EventSummarySchema, { serverTime: v.string(), status: v.string() });

export const EventDetailSchema = v.object({
  ...EventSummarySchema.entries,
  serverTime: v.string(),
  description: v.string(),
  content: v.array(EventContentBlockSchema),
  products: v.array(ProductCardSchema),
  /** null when the event takes no applications */
  apply: v.nullable(ApplyInfoSchema),
  shareInfo: ShareInfoSchema,
});
