import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/deal/$id')({
  params: digitParams('id'),
  staticData: { title: '특가 상세' },
  component: DealIdRoute,
});

function DealIdRoute() {
  return <ComingSoonScreen />;
}
