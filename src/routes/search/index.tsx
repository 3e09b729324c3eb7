import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchResultSchema } from '../../features/search/search-params';
import { loadSearchResults } from '../../features/search/search-results-data';
import { SearchResultsScreen } from '../../features/search/search-results-screen';
import { dataHead } from '../-lib/head';

export const Route = createFileRoute('/search/')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '검색 결과' },
  validateSearch: searchResultSchema,
  // results need a keyword: without one the shopper is asked for it
  beforeLoad: ({ search }) => {
    if (!search.keyword) throw redirect({ to: '/search/list', search: {}, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSearchResults(context.queryClient, deps),
  // the keyword, how many products it finds and the first of them
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: SearchRoute,
});

function SearchRoute() {
  const { keyword = '', ...filters } = Route.useSearch();
  return <SearchResultsScreen key={keyword} keyword={keyword} {...filters} />;
}
