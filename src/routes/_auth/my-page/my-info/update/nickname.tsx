import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../../api/catalog/settle';
import { memberProfileQueryOptions } from '../../../../../api/user-profile';
import { NicknameUpdateScreen } from '../../../../../features/my-page/nickname-update-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/update/nickname')({
  staticData: { title: '닉네임 변경', noBottomNavi: true },
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(memberProfileQueryOptions())),
  component: MyPageMyInfoUpdateNicknameRoute,
});

function MyPageMyInfoUpdateNicknameRoute() {
  return <NicknameUpdateScreen />;
}
