import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/search/recent')({
  staticData: { title: '커뮤니티 검색' },
  component: CommunitySearchRecentRoute,
});

function CommunitySearchRecentRoute() {
  return <ComingSoonScreen />;
}
