import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { ApplyInfoSchema, EventContentBlockSchema, EventDetailSchema } from '../../../contract/schemas/catalog/event-detail';

export { ApplyInfoSchema, EventContentBlockSchema, EventDetailSchema };

export type EventContentBlock = v.InferOutput<typeof EventContentBlockSchema>;

export type ApplyInfo = v.InferOutput<typeof ApplyInfoSchema>;

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
