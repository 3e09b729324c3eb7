import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../../api/catalog/settle';
import { userSettingsQueryOptions } from '../../../../../api/user-settings';
import { EtcUpdateScreen } from '../../../../../features/my-page/etc-update-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/update/etc')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '추가 정보 변경', noBottomNavi: true },
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(userSettingsQueryOptions())),
  component: MyPageMyInfoUpdateEtcRoute,
});

function MyPageMyInfoUpdateEtcRoute() {
  return <EtcUpdateScreen />;
}
