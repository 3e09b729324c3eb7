import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/season')({
  staticData: { title: '제철 별미' },
  component: SeasonRoute,
});

function SeasonRoute() {
  return <ComingSoonScreen />;
}
