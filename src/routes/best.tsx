import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/best')({
  staticData: { title: '베스트' },
  component: BestRoute,
});

function BestRoute() {
  return <ComingSoonScreen />;
}
