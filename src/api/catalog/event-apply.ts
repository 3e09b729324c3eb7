import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { eventDetailQueryOptions } from './event-detail';
import { EventApplyResultSchema } from '../../../contract/schemas/catalog/event-apply';

export { EventApplyResultSchema };

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
