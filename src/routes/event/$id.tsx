import { createFileRoute } from '@tanstack/react-router';
import { loadEvent } from '../../features/event/event-data';
import { EventDetailScreen } from '../../features/event/event-detail-screen';
import { dataHead } from '../-lib/head';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/event/$id')({
  params: digitParams('id'),
  // the loader (and the event's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '이벤트' },
  loader: ({ context, params }) => loadEvent(context.queryClient, params.id),
  // the event's name, line and picture, for messengers and search engines
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: EventIdRoute,
});

function EventIdRoute() {
  const { id } = Route.useParams();
  return <EventDetailScreen key={id} eventId={id} />;
}
