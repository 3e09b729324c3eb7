import { createFileRoute } from '@tanstack/react-router';
import { LoginLandingScreen } from '../features/auth/login-landing-screen';

export const Route = createFileRoute('/login-landing-apple')({
  staticData: { title: 'Apple 로그인', noBottomNavi: true, noTopScroll: true },
  component: LoginLandingAppleRoute,
});

function LoginLandingAppleRoute() {
  return <LoginLandingScreen provider="apple" />;
}
