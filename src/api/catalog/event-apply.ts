import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { eventDetailQueryOptions } from './event-detail';

export const EventApplyResultSchema = v.object({
  eventId: v.number(),
  appliedAt: v.string(),
  applyCount: v.number(),
  /** Korean confirmation, with the announcement date when there is a draw */
  message: v.string(),
});
export type EventApplyResult = v.InferOutput<typeof EventApplyResultSchema>;

export const eventApplyPath = (eventId: string) => `/api/v2/display/event/${eventId}/apply`;

export function applyToEvent(eventId: string): Promise<EventApplyResult> {
  return request(EventApplyResultSchema, eventApplyPath(eventId), { method: 'POST' });
}

/**
 * Applies the member to an event (POST, member only). Whatever the answer (done, 18 already
 * applied, 13 closed), the event is refetched so its button shows the server's state.
 */
export function useEventApply(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalog', 'event', 'apply', eventId],
    mutationFn: () => applyToEvent(eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventDetailQueryOptions(eventId).queryKey }),
  });
}
