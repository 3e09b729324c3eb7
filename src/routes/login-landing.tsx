import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/login-landing')({
  staticData: { title: '네이버 로그인', noBottomNavi: true, noTopScroll: true },
  component: LoginLandingRoute,
});

function LoginLandingRoute() {
  return <ComingSoonScreen />;
}
