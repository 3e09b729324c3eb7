import { createFileRoute } from '@tanstack/react-router';
import { PhoneUpdateScreen } from '../../../../../features/my-page/phone-update-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/update/phone')({
  staticData: { title: '휴대폰 번호 변경', noBottomNavi: true },
  component: MyPageMyInfoUpdatePhoneRoute,
});

function MyPageMyInfoUpdatePhoneRoute() {
  return <PhoneUpdateScreen />;
}
