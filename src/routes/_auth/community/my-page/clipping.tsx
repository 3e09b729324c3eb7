import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/community/my-page/clipping')({
  staticData: { title: '스크랩한 글' },
  component: CommunityMyPageClippingRoute,
});

function CommunityMyPageClippingRoute() {
  return <ComingSoonScreen />;
}
