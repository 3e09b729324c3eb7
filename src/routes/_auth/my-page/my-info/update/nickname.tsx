import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../../api/catalog/settle';
import { memberProfileQueryOptions } from '../../../../../api/user-profile';
import { NicknameUpdateScreen } from '../../../../../features/my-page/nickname-update-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/update/nickname')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '닉네임 변경', noBottomNavi: true },
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(memberProfileQueryOptions())),
  component: MyPageMyInfoUpdateNicknameRoute,
});

function MyPageMyInfoUpdateNicknameRoute() {
  return <NicknameUpdateScreen />;
}
