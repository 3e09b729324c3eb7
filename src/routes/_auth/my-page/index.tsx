import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { myPageQueryOptions } from '../../../api/mypage';
import { MyPageScreen } from '../../../features/my-page/my-page-screen';

export const Route = createFileRoute('/_auth/my-page/')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '마이페이지' },
  // SPEC.md §7: a failing my-page call is swallowed; the screen shows '-' in its place
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(myPageQueryOptions())),
  component: MyPageScreen,
});
