import { createFileRoute } from '@tanstack/react-router';
import { alarmCountQueryOptions } from '../../../api/alarm-count';
import { settled } from '../../../api/catalog/settle';
import { myPageQueryOptions } from '../../../api/mypage';
import { recentlyViewedQueryOptions } from '../../../api/recent';
import { serverMember } from '../../../platform/server-member';
import { MyPageScreen } from '../../../features/my-page/my-page-screen';

export const Route = createFileRoute('/_auth/my-page/')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '마이페이지' },
  // SPEC.md §7: a failing my-page call is swallowed; the screen shows '-' in its place. Rendered on
  // the server for the member (their access cookie), the page's other calls come with it: the
  // browser's first render must draw what the server drew (src/entry-server.tsx)
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      settled(queryClient.ensureQueryData(myPageQueryOptions())),
      ...(serverMember() ? [settled(queryClient.ensureQueryData(alarmCountQueryOptions())), settled(queryClient.ensureQueryData(recentlyViewedQueryOptions(true)))] : []),
    ]);
  },
  component: MyPageScreen,
});
