import { createFileRoute } from '@tanstack/react-router';
import { WithdrawInfoScreen } from '../../features/withdraw/withdraw-info-screen';

export const Route = createFileRoute('/_auth/withdrawInfo')({
  // a flow with its own buttons at the bottom, like /withdraw: no tab bar over them
  staticData: { title: '회원 탈퇴 안내', noBottomNavi: true },
  component: WithdrawInfoRoute,
});

function WithdrawInfoRoute() {
  return <WithdrawInfoScreen />;
}
