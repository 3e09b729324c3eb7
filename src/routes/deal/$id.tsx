import { createFileRoute } from '@tanstack/react-router';
import { dealDetailQueryOptions } from '../../api/catalog/deal-detail';
import { settled } from '../../api/catalog/settle';
import { DealDetailScreen } from '../../features/deal/deal-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/deal/$id')({
  params: digitParams('id'),
  // the loader (and the deal's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  // a product page: the purchase bar takes the bottom bar's place (docs/decisions.md)
  staticData: { title: '특가 상세', noBottomNavi: true },
  loader: ({ context, params }) => settled(context.queryClient.ensureQueryData(dealDetailQueryOptions(params.id))),
  component: DealIdRoute,
});

function DealIdRoute() {
  const { id } = Route.useParams();
  return <DealDetailScreen key={id} dealId={id} />;
}
