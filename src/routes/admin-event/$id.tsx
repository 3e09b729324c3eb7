import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/admin-event/$id')({
  params: digitParams('id'),
  staticData: { title: '이벤트 미리보기' },
  component: AdminEventIdRoute,
});

function AdminEventIdRoute() {
  return <ComingSoonScreen />;
}
