import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { communitySearchQueryOptions } from '../../../api/community/search';
import { CommunitySearchResultsScreen } from '../../../features/community-search/results-screen';
import { checkKeyword, communitySearchSchema } from '../../../features/community-search/search-params';

/** /community/search/dashboard?keyword=: 오늘의 식탁 검색 결과 (GET /api/v1/community/search, communityType DASHBOARD). */
export const Route = createFileRoute('/community/search/dashboard')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '오늘의 식탁 검색 결과' },
  validateSearch: communitySearchSchema,
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  loader: ({ context, deps }) => {
    const checked = checkKeyword(deps.keyword);
    return checked.ok ? settled(context.queryClient.ensureInfiniteQueryData(communitySearchQueryOptions(checked.keyword, 'DASHBOARD'))) : undefined;
  },
  component: CommunitySearchDashboardRoute,
});

function CommunitySearchDashboardRoute() {
  const { keyword } = Route.useSearch();
  return <CommunitySearchResultsScreen type="DASHBOARD" keyword={keyword} />;
}
