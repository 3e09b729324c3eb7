import { createFileRoute } from '@tanstack/react-router';
import { loadCommunityMain } from '../../../features/community/community-main-data';
import { CommunityMainScreen } from '../../../features/community/community-main-screen';
import { communityMainSearch } from '../../../features/community/community-search-params';

export const Route = createFileRoute('/community/main/popular-post')({
  // the loader (and the lists' schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '커뮤니티 인기글' },
  validateSearch: communityMainSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort, answered: search.answered }),
  // the web profile (its selected sort is the default), then the tab's first page
  loader: ({ context, deps }) => loadCommunityMain(context.queryClient, 'popular', deps),
  component: CommunityMainPopularPostRoute,
});

function CommunityMainPopularPostRoute() {
  return <CommunityMainScreen tab="popular" search={Route.useSearch()} />;
}
