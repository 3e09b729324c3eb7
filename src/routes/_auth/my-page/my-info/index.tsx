import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/')({
  staticData: { title: '내 정보' },
  component: MyPageMyInfoRoute,
});

function MyPageMyInfoRoute() {
  return <ComingSoonScreen />;
}
