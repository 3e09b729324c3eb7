import { createFileRoute } from '@tanstack/react-router';
import { loadSearchList } from '../../features/search/search-list-data';
import { searchListSchema } from '../../features/search/search-params';
import { SearchListScreen } from '../../features/search/search-list-screen';

export const Route = createFileRoute('/search/list')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '검색' },
  validateSearch: searchListSchema,
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  // the recommended and popular keywords under the empty box, or the suggestions for a keyword
  loader: ({ context, deps }) => loadSearchList(context.queryClient, deps),
  component: SearchListRoute,
});

function SearchListRoute() {
  const { keyword } = Route.useSearch();
  return <SearchListScreen keyword={keyword} />;
}
