import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { communitySearchQueryOptions } from '../../../api/community/search';
import { CommunitySearchResultsScreen } from '../../../features/community-search/results-screen';
import { checkKeyword, communitySearchSchema } from '../../../features/community-search/search-params';

/** /community/search/qna?keyword=: 질문답변 검색 결과 (GET /api/v1/community/search, communityType QNA). */
export const Route = createFileRoute('/community/search/qna')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '질문답변 검색 결과' },
  validateSearch: communitySearchSchema,
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  loader: ({ context, deps }) => {
    const checked = checkKeyword(deps.keyword);
    return checked.ok ? settled(context.queryClient.ensureInfiniteQueryData(communitySearchQueryOptions(checked.keyword, 'QNA'))) : undefined;
  },
  component: CommunitySearchQnaRoute,
});

function CommunitySearchQnaRoute() {
  const { keyword } = Route.useSearch();
  return <CommunitySearchResultsScreen type="QNA" keyword={keyword} />;
}
