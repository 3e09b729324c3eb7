import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/admin-period/$id')({
  params: digitParams('id'),
  staticData: { title: '기획전 미리보기' },
  component: AdminPeriodIdRoute,
});

function AdminPeriodIdRoute() {
  return <ComingSoonScreen />;
}
