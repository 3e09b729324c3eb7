import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { ProductCardSchema, ShareInfoSchema, StatusSchema } from './product-card';

export const EventContentBlockSchema = v.variant('type', [
  v.object({ type: v.literal('TEXT'), title: v.optional(v.string()), text: v.string() }),
  v.object({ type: v.literal('NOTICE'), title: v.string(), items: v.array(v.string()) }),
]);
export type EventContentBlock = v.InferOutput<typeof EventContentBlockSchema>;

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
export type ApplyInfo = v.InferOutput<typeof ApplyInfoSchema>;

export const EventDetailSchema = v.object({
  eventId: v.number(),
  title: v.string(),
  subtitle: v.string(),
  imageUrl: v.string(),
  theme: v.string(),
  startAt: v.string(),
  endAt: v.string(),
  status: StatusSchema,
  hasApply: v.boolean(),
  serverTime: v.string(),
  description: v.string(),
  content: v.array(EventContentBlockSchema),
  products: v.array(ProductCardSchema),
  /** null when the event takes no applications */
  apply: v.nullable(ApplyInfoSchema),
  shareInfo: ShareInfoSchema,
});
export type EventDetail = v.InferOutput<typeof EventDetailSchema>;

export const eventDetailPath = (eventId: string) => `/api/v2/display/custom-event/${eventId}`;

export function fetchEventDetail(eventId: string): Promise<EventDetail> {
  return request(EventDetailSchema, eventDetailPath(eventId));
}

/** An event page (also the admin preview). Carries the member's own application state. */
export const eventDetailQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['catalog', 'event', 'detail', eventId],
    queryFn: () => fetchEventDetail(eventId),
    retryOnMount: false,
  });

export function useEventDetail(eventId: string) {
  return useQuery(eventDetailQueryOptions(eventId));
}
