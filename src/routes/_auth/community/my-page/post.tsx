import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../api/catalog/settle';
import { myCommunityQueryOptions } from '../../../../api/community/my';
import { MyCommunityScreen } from '../../../../features/community-my/my-community-screen';

/** /community/my-page/post (member): 내가 쓴 글, from GET /api/v1/community/my/post. */
export const Route = createFileRoute('/_auth/community/my-page/post')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '내가 쓴 글' },
  loader: ({ context }) => settled(context.queryClient.ensureInfiniteQueryData(myCommunityQueryOptions('post'))),
  component: CommunityMyPagePostRoute,
});

function CommunityMyPagePostRoute() {
  return <MyCommunityScreen tab="post" />;
}
