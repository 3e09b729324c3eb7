import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/community/my-page/post')({
  staticData: { title: '내가 쓴 글' },
  component: CommunityMyPagePostRoute,
});

function CommunityMyPagePostRoute() {
  return <ComingSoonScreen />;
}
