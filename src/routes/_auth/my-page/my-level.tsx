import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { userLevelQueryOptions } from '../../../api/user-level';
import { MyLevelScreen } from '../../../features/my-page/my-level-screen';

export const Route = createFileRoute('/_auth/my-page/my-level')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '나의 등급' },
  // a failure stays in the query: the screen shows it under its own title
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(userLevelQueryOptions())),
  component: MyLevelScreen,
});
