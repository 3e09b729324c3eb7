import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/terms')({
  staticData: { title: '이용약관' },
  component: TermsRoute,
});

function TermsRoute() {
  return <ComingSoonScreen />;
}
