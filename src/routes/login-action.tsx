import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/login-action')({
  staticData: { title: '로그인 중', noBottomNavi: true, noTopScroll: true },
  component: LoginActionRoute,
});

function LoginActionRoute() {
  return <ComingSoonScreen />;
}
