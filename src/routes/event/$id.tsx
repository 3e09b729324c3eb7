import { createFileRoute } from '@tanstack/react-router';
import { eventDetailQueryOptions } from '../../api/catalog/event-detail';
import { settled } from '../../api/catalog/settle';
import { EventDetailScreen } from '../../features/event/event-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/event/$id')({
  params: digitParams('id'),
  // the loader (and the event's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '이벤트' },
  loader: ({ context, params }) => settled(context.queryClient.ensureQueryData(eventDetailQueryOptions(params.id))),
  component: EventIdRoute,
});

function EventIdRoute() {
  const { id } = Route.useParams();
  return <EventDetailScreen key={id} eventId={id} />;
}
