import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/login')({
  staticData: { title: '로그인', noBottomNavi: true },
  component: LoginRoute,
});

function LoginRoute() {
  return <ComingSoonScreen />;
}
