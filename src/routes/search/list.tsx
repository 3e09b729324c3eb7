import { createFileRoute } from '@tanstack/react-router';
import { searchRankQueryOptions } from '../../api/catalog/search-rank';
import { recommendKeywordsQueryOptions } from '../../api/catalog/search-recommend-keyword';
import { settled } from '../../api/catalog/settle';
import { searchListSchema } from '../../features/search/search-params';
import { SearchListScreen } from '../../features/search/search-list-screen';

export const Route = createFileRoute('/search/list')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '검색' },
  validateSearch: searchListSchema,
  // the recommended and popular keywords under the empty box; a failure shows in their block
  loader: ({ context }) =>
    Promise.all([
      settled(context.queryClient.ensureQueryData(recommendKeywordsQueryOptions())),
      settled(context.queryClient.ensureQueryData(searchRankQueryOptions())),
    ]),
  component: SearchListRoute,
});

function SearchListRoute() {
  const { keyword } = Route.useSearch();
  return <SearchListScreen keyword={keyword} />;
}
