import { createFileRoute } from '@tanstack/react-router';
import { loadDeal } from '../../features/deal/deal-data';
import { DealDetailScreen } from '../../features/deal/deal-detail-screen';
import { dataHead } from '../-lib/head';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/deal/$id')({
  params: digitParams('id'),
  // the loader (and the deal's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  // a product page: the purchase bar takes the bottom bar's place (docs/decisions.md)
  staticData: { title: '특가 상세', noBottomNavi: true },
  loader: ({ context, params }) => loadDeal(context.queryClient, params.id),
  // the deal's name, price and picture (a product), for messengers and search engines
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: DealIdRoute,
});

function DealIdRoute() {
  const { id } = Route.useParams();
  return <DealDetailScreen key={id} dealId={id} />;
}
