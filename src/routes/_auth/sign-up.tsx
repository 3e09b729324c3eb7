import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/sign-up')({
  staticData: { title: '약관 동의', noBottomNavi: true },
  component: SignUpRoute,
});

function SignUpRoute() {
  return <ComingSoonScreen />;
}
