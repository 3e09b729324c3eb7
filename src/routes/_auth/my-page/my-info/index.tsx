import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../api/catalog/settle';
import { myInfoQueryOptions } from '../../../../api/my-info';
import { userSettingsQueryOptions } from '../../../../api/user-settings';
import { MyInfoScreen } from '../../../../features/my-page/my-info-screen';

export const Route = createFileRoute('/_auth/my-page/my-info/')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '내 정보' },
  // a failure stays in the query: the screen shows it under its own title
  loader: ({ context }) =>
    settled(Promise.all([context.queryClient.ensureQueryData(myInfoQueryOptions()), context.queryClient.ensureQueryData(userSettingsQueryOptions())])),
  component: MyPageMyInfoRoute,
});

function MyPageMyInfoRoute() {
  return <MyInfoScreen />;
}
