import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { webProfileQueryOptions } from '../../../api/web-profile';
import { CommunityMainScreen } from '../../../features/community/community-main-screen';
import { communityMainSearch } from '../../../features/community/community-search-params';

export const Route = createFileRoute('/community/main/survey')({
  staticData: { title: '커뮤니티 투표' },
  validateSearch: communityMainSearch,
  // the sort chips' default comes from the web profile
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(webProfileQueryOptions())),
  component: CommunityMainSurveyRoute,
});

function CommunityMainSurveyRoute() {
  return <CommunityMainScreen tab="survey" search={Route.useSearch()} />;
}
