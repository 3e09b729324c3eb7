import { createFileRoute } from '@tanstack/react-router';
import { loadDeal } from '../../features/deal/deal-data';
import { DealDetailScreen } from '../../features/deal/deal-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/admin-deal/$id')({
  params: digitParams('id'),
  // the loader (and the deal's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  // a preview keeps its title (it is checked, not shared)
  staticData: { title: '특가 미리보기', noBottomNavi: true },
  loader: ({ context, params }) => loadDeal(context.queryClient, params.id),
  component: AdminDealIdRoute,
});

function AdminDealIdRoute() {
  const { id } = Route.useParams();
  return <DealDetailScreen key={id} dealId={id} preview />;
}
