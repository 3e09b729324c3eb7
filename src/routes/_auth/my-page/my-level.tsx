import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/my-level')({
  staticData: { title: '나의 등급' },
  component: MyPageMyLevelRoute,
});

function MyPageMyLevelRoute() {
  return <ComingSoonScreen />;
}
