import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../api/catalog/settle';
import { shopQueryOptions } from '../../../../api/catalog/shop';
import { shopProductsQueryOptions } from '../../../../api/catalog/shop-products';
import { webProfileQueryOptions } from '../../../../api/web-profile';
import { storeSearchSchema } from '../../../../features/local/local-search';
import { StoreDetailScreen } from '../../../../features/local/store-detail-screen';
import { codeParams, digitParams } from '../../../-lib/params';

export const Route = createFileRoute('/local/store/$localCode/$shopId')({
  params: {
    parse: (raw: { localCode: string; shopId: string }) =>
      codeParams('localCode').parse(raw) && digitParams('shopId').parse(raw) ? raw : false,
    stringify: (params: { localCode: string; shopId: string }) => params,
  },
  // the loader (and the store's schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '상점' },
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category, sort: search.sort }),
  // an unknown store, or one of another region, stays in the query: the screen shows
  // '상점을 찾을 수 없어요' under its title
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(webProfileQueryOptions()),
      settled(context.queryClient.ensureQueryData(shopQueryOptions(params.shopId, params.localCode))),
      settled(context.queryClient.ensureInfiniteQueryData(shopProductsQueryOptions({ shopId: params.shopId, ...deps }))),
    ]),
  component: LocalStoreRoute,
});

function LocalStoreRoute() {
  const { localCode, shopId } = Route.useParams();
  const search = Route.useSearch();
  return <StoreDetailScreen key={`${localCode}/${shopId}`} localCode={localCode} shopId={shopId} {...search} />;
}
