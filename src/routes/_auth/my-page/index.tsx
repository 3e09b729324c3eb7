import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/')({
  staticData: { title: '마이페이지' },
  component: MyPageRoute,
});

function MyPageRoute() {
  return <ComingSoonScreen />;
}
