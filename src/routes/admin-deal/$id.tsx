import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/admin-deal/$id')({
  params: digitParams('id'),
  staticData: { title: '특가 미리보기' },
  component: AdminDealIdRoute,
});

function AdminDealIdRoute() {
  return <ComingSoonScreen />;
}
