import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/point-guide')({
  staticData: { title: '별 포인트 안내' },
  component: MyPagePointGuideRoute,
});

function MyPagePointGuideRoute() {
  return <ComingSoonScreen />;
}
