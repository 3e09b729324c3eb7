import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { exchangeReceiptQueryOptions } from '../../../api/point-exchange-complete';
import { pointSummaryQueryOptions } from '../../../api/point-summary';
import { userLevelQueryOptions } from '../../../api/user-level';
import { pointExchangeSearchSchema } from '../../../features/my-page/my-page-search';
import { PointExchangeScreen } from '../../../features/my-page/point-exchange-screen';

export const Route = createFileRoute('/_auth/my-page/point-exchange')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '별 교환' },
  validateSearch: pointExchangeSearchSchema,
  loaderDeps: ({ search }) => ({ exchangeId: search.exchangeId }),
  // the form needs the rules and the level's bonus; the receipt state its exchange
  loader: ({ context: { queryClient }, deps: { exchangeId } }) =>
    settled(
      exchangeId === undefined
        ? Promise.all([queryClient.ensureQueryData(pointSummaryQueryOptions()), queryClient.ensureQueryData(userLevelQueryOptions())])
        : queryClient.ensureQueryData(exchangeReceiptQueryOptions(exchangeId)),
    ),
  component: PointExchangeRoute,
});

function PointExchangeRoute() {
  const { exchangeId } = Route.useSearch();
  return <PointExchangeScreen key={exchangeId ?? 'form'} exchangeId={exchangeId} />;
}
