import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { webProfileQueryOptions } from '../../../api/web-profile';
import { CommunityMainScreen } from '../../../features/community/community-main-screen';
import { communityMainSearch } from '../../../features/community/community-search-params';

export const Route = createFileRoute('/community/main/popular-post')({
  staticData: { title: '커뮤니티 인기글' },
  validateSearch: communityMainSearch,
  // the sort chips' default comes from the web profile
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(webProfileQueryOptions())),
  component: CommunityMainPopularPostRoute,
});

function CommunityMainPopularPostRoute() {
  return <CommunityMainScreen tab="popular" search={Route.useSearch()} />;
}
