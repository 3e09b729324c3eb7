import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/period/$id')({
  params: digitParams('id'),
  staticData: { title: '기획전' },
  component: PeriodIdRoute,
});

function PeriodIdRoute() {
  return <ComingSoonScreen />;
}
