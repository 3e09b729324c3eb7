import { createFileRoute } from '@tanstack/react-router';
import { loadPeriod } from '../../features/period/period-data';
import { PeriodDetailScreen } from '../../features/period/period-detail-screen';
import { dataHead } from '../-lib/head';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/period/$id')({
  params: digitParams('id'),
  // the loader (and the exhibition's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '기획전' },
  loader: ({ context, params }) => loadPeriod(context.queryClient, params.id),
  // the exhibition's name, line and banner, for messengers and search engines
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: PeriodIdRoute,
});

function PeriodIdRoute() {
  const { id } = Route.useParams();
  return <PeriodDetailScreen key={id} periodId={id} />;
}
