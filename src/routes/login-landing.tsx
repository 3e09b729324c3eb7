import { createFileRoute } from '@tanstack/react-router';
import { LoginLandingScreen } from '../features/auth/login-landing-screen';

export const Route = createFileRoute('/login-landing')({
  staticData: { title: '네이버 로그인', noBottomNavi: true, noTopScroll: true },
  component: LoginLandingRoute,
});

function LoginLandingRoute() {
  return <LoginLandingScreen provider="naver" />;
}
