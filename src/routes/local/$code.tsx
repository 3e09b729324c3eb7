import { createFileRoute } from '@tanstack/react-router';
import { codeParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/local/$code')({
  params: codeParams('code'),
  staticData: { title: '지역 상점' },
  component: LocalCodeRoute,
});

function LocalCodeRoute() {
  return <ComingSoonScreen />;
}
