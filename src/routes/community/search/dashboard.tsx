import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/search/dashboard')({
  staticData: { title: '먹거리 검색 결과' },
  component: CommunitySearchDashboardRoute,
});

function CommunitySearchDashboardRoute() {
  return <ComingSoonScreen />;
}
