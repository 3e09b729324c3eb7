import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/settings')({
  staticData: { title: '설정' },
  component: MyPageSettingsRoute,
});

function MyPageSettingsRoute() {
  return <ComingSoonScreen />;
}
