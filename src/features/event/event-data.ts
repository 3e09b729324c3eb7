import type { QueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '../../api/catalog/event-detail';
import { settled } from '../../api/catalog/settle';
import type { HeadData } from '../../ui/page-head';
import { shareInfoHead } from '../../ui/share/page-share-info';

/** An event's loader (event/:id, admin-event/:id): the event, and its page's head from it. */
export async function loadEvent(queryClient: QueryClient, eventId: string): Promise<HeadData> {
  const options = eventDetailQueryOptions(eventId);
  await settled(queryClient.ensureQueryData(options));
  const event = queryClient.getQueryData(options.queryKey);
  return { head: event ? shareInfoHead(event.shareInfo) : null };
}
