import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { userSettingsQueryOptions } from '../../../api/user-settings';
import { SettingsScreen } from '../../../features/my-page/settings-screen';

export const Route = createFileRoute('/_auth/my-page/settings')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '설정' },
  // the switches show their own loading and failure states; the loader only starts the data early
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(userSettingsQueryOptions())),
  component: SettingsScreen,
});
