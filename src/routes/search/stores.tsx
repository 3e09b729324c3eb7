import { createFileRoute, redirect } from '@tanstack/react-router';
import { storeSearchQueryOptions } from '../../api/catalog/search-store';
import { settled } from '../../api/catalog/settle';
import { searchStoresSchema } from '../../features/search/search-params';
import { SearchStoresScreen } from '../../features/search/search-stores-screen';

export const Route = createFileRoute('/search/stores')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '상점 검색 결과' },
  validateSearch: searchStoresSchema,
  beforeLoad: ({ search }) => {
    if (!search.keyword) throw redirect({ to: '/search/list', search: {}, replace: true });
  },
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  loader: ({ context, deps }) =>
    deps.keyword ? settled(context.queryClient.ensureInfiniteQueryData(storeSearchQueryOptions(deps.keyword))) : undefined,
  component: SearchStoresRoute,
});

function SearchStoresRoute() {
  const { keyword = '' } = Route.useSearch();
  return <SearchStoresScreen key={keyword} keyword={keyword} />;
}
