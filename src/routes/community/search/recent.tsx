import { createFileRoute } from '@tanstack/react-router';
import { CommunitySearchRecentScreen } from '../../../features/community-search/recent-screen';
import { communitySearchSchema } from '../../../features/community-search/search-params';

/** /community/search/recent: the box and this device's recent community keywords (`keyword` prefills the box). */
export const Route = createFileRoute('/community/search/recent')({
  staticData: { title: '커뮤니티 검색', noTopScroll: true },
  validateSearch: communitySearchSchema,
  component: CommunitySearchRecentRoute,
});

function CommunitySearchRecentRoute() {
  const { keyword } = Route.useSearch();
  return <CommunitySearchRecentScreen keyword={keyword} />;
}
