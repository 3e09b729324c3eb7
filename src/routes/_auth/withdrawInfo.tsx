import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/withdrawInfo')({
  staticData: { title: '회원 탈퇴 안내' },
  component: WithdrawInfoRoute,
});

function WithdrawInfoRoute() {
  return <ComingSoonScreen />;
}
