import { createFileRoute } from '@tanstack/react-router';
import { loadEvent } from '../../features/event/event-data';
import { EventDetailScreen } from '../../features/event/event-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/admin-event/$id')({
  params: digitParams('id'),
  // the loader (and the event's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  // a preview keeps its title (it is checked, not shared)
  staticData: { title: '이벤트 미리보기' },
  loader: ({ context, params }) => loadEvent(context.queryClient, params.id),
  component: AdminEventIdRoute,
});

function AdminEventIdRoute() {
  const { id } = Route.useParams();
  return <EventDetailScreen key={id} eventId={id} preview />;
}
