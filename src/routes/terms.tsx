import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../features/info/terms-screen';

export const Route = createFileRoute('/terms')({
  staticData: { title: '이용약관' },
  component: TermsRoute,
});

function TermsRoute() {
  return <TermsScreen />;
}
