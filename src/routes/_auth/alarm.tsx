import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/alarm')({
  staticData: { title: '알림' },
  component: AlarmRoute,
});

function AlarmRoute() {
  return <ComingSoonScreen />;
}
