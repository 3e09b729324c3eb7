import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/local-main')({
  staticData: { title: '지역 특산물' },
  component: LocalMainRoute,
});

function LocalMainRoute() {
  return <ComingSoonScreen />;
}
