import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/point')({
  staticData: { title: '별 포인트' },
  component: MyPagePointRoute,
});

function MyPagePointRoute() {
  return <ComingSoonScreen />;
}
