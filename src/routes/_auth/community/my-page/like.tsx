import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/community/my-page/like')({
  staticData: { title: '좋아요한 글' },
  component: CommunityMyPageLikeRoute,
});

function CommunityMyPageLikeRoute() {
  return <ComingSoonScreen />;
}
