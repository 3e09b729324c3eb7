import { createFileRoute } from '@tanstack/react-router';
import { periodDetailQueryOptions } from '../../api/catalog/period-detail';
import { settled } from '../../api/catalog/settle';
import { webProfileQueryOptions } from '../../api/web-profile';
import { PeriodDetailScreen } from '../../features/period/period-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/period/$id')({
  params: digitParams('id'),
  // the loader (and the exhibition's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '기획전' },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(webProfileQueryOptions()),
      settled(context.queryClient.ensureInfiniteQueryData(periodDetailQueryOptions(params.id))),
    ]),
  component: PeriodIdRoute,
});

function PeriodIdRoute() {
  const { id } = Route.useParams();
  return <PeriodDetailScreen key={id} periodId={id} />;
}
