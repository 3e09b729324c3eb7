import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/main/popular-post')({
  staticData: { title: '커뮤니티 인기글' },
  component: CommunityMainPopularPostRoute,
});

function CommunityMainPopularPostRoute() {
  return <ComingSoonScreen />;
}
