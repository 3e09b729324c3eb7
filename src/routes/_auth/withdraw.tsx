import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../../features/withdraw/withdraw-screen';

export const Route = createFileRoute('/_auth/withdraw')({
  staticData: { title: '회원 탈퇴', noBottomNavi: true },
  component: WithdrawRoute,
});

function WithdrawRoute() {
  return <WithdrawScreen />;
}
