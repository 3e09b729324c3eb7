import { createFileRoute } from '@tanstack/react-router';
import { loadCommunityMain } from '../../../features/community/community-main-data';
import { CommunityMainScreen } from '../../../features/community/community-main-screen';
import { communityMainSearch } from '../../../features/community/community-search-params';

export const Route = createFileRoute('/community/main/dashboard')({
  // the loader (and the lists' schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '오늘의 식탁' },
  validateSearch: communityMainSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort, answered: search.answered }),
  // the web profile (its selected sort is the default), then the tab's first page
  loader: ({ context, deps }) => loadCommunityMain(context.queryClient, 'dashboard', deps),
  component: CommunityMainDashboardRoute,
});

function CommunityMainDashboardRoute() {
  return <CommunityMainScreen tab="dashboard" search={Route.useSearch()} />;
}
