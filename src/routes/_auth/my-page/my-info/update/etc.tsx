import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/update/etc')({
  staticData: { title: '추가 정보 변경', noBottomNavi: true },
  component: MyPageMyInfoUpdateEtcRoute,
});

function MyPageMyInfoUpdateEtcRoute() {
  return <ComingSoonScreen />;
}
