import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/main/dashboard')({
  staticData: { title: '오늘의 먹거리' },
  component: CommunityMainDashboardRoute,
});

function CommunityMainDashboardRoute() {
  return <ComingSoonScreen />;
}
