import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/login-landing-apple')({
  staticData: { title: 'Apple 로그인', noBottomNavi: true, noTopScroll: true },
  component: LoginLandingAppleRoute,
});

function LoginLandingAppleRoute() {
  return <ComingSoonScreen />;
}
