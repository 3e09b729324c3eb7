import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/update/nickname')({
  staticData: { title: '닉네임 변경', noBottomNavi: true },
  component: MyPageMyInfoUpdateNicknameRoute,
});

function MyPageMyInfoUpdateNicknameRoute() {
  return <ComingSoonScreen />;
}
