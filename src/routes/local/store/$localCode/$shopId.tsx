import { createFileRoute } from '@tanstack/react-router';
import { storeSearchSchema } from '../../../../features/local/local-search';
import { loadStore } from '../../../../features/local/store-detail-data';
import { StoreDetailScreen } from '../../../../features/local/store-detail-screen';
import { dataHead } from '../../../-lib/head';
import { codeParams, digitParams } from '../../../-lib/params';

export const Route = createFileRoute('/local/store/$localCode/$shopId')({
  params: {
    parse: (raw: { localCode: string; shopId: string }) =>
      codeParams('localCode').parse(raw) && digitParams('shopId').parse(raw) ? raw : false,
    stringify: (params: { localCode: string; shopId: string }) => params,
  },
  // the loader (and the store's schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '상점' },
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category, sort: search.sort }),
  loader: ({ context, params, deps }) => loadStore(context.queryClient, params.localCode, params.shopId, deps),
  // the store's name, line and picture, for messengers and search engines
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: LocalStoreRoute,
});

function LocalStoreRoute() {
  const { localCode, shopId } = Route.useParams();
  const search = Route.useSearch();
  return <StoreDetailScreen key={`${localCode}/${shopId}`} localCode={localCode} shopId={shopId} {...search} />;
}
