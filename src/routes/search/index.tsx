import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchQueryOptions } from '../../api/catalog/search';
import { settled } from '../../api/catalog/settle';
import { webProfileQueryOptions } from '../../api/web-profile';
import { searchFilterOf, searchResultSchema } from '../../features/search/search-params';
import { SearchResultsScreen } from '../../features/search/search-results-screen';

export const Route = createFileRoute('/search/')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '검색 결과' },
  validateSearch: searchResultSchema,
  // results need a keyword: without one the shopper is asked for it
  beforeLoad: ({ search }) => {
    if (!search.keyword) throw redirect({ to: '/search/list', search: {}, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const profile = await context.queryClient.ensureQueryData(webProfileQueryOptions());
    if (deps.keyword) await settled(context.queryClient.ensureInfiniteQueryData(searchQueryOptions(searchFilterOf(deps, profile))));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { keyword = '', ...filters } = Route.useSearch();
  return <SearchResultsScreen key={keyword} keyword={keyword} {...filters} />;
}
