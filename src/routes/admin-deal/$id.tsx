import { createFileRoute } from '@tanstack/react-router';
import { dealDetailQueryOptions } from '../../api/catalog/deal-detail';
import { settled } from '../../api/catalog/settle';
import { DealDetailScreen } from '../../features/deal/deal-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/admin-deal/$id')({
  params: digitParams('id'),
  // the loader (and the deal's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '특가 미리보기', noBottomNavi: true },
  loader: ({ context, params }) => settled(context.queryClient.ensureQueryData(dealDetailQueryOptions(params.id))),
  component: AdminDealIdRoute,
});

function AdminDealIdRoute() {
  const { id } = Route.useParams();
  return <DealDetailScreen key={id} dealId={id} preview />;
}
