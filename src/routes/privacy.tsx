import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '../features/info/privacy-screen';

export const Route = createFileRoute('/privacy')({
  staticData: { title: '개인정보처리방침' },
  component: PrivacyRoute,
});

function PrivacyRoute() {
  return <PrivacyScreen />;
}
