import { createFileRoute } from '@tanstack/react-router';
import { loadPeriod } from '../../features/period/period-data';
import { PeriodDetailScreen } from '../../features/period/period-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/admin-period/$id')({
  params: digitParams('id'),
  // the loader (and the exhibition's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  // a preview keeps its title (it is checked, not shared)
  staticData: { title: '기획전 미리보기' },
  loader: ({ context, params }) => loadPeriod(context.queryClient, params.id),
  component: AdminPeriodIdRoute,
});

function AdminPeriodIdRoute() {
  const { id } = Route.useParams();
  return <PeriodDetailScreen key={id} periodId={id} preview />;
}
