import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../api/catalog/settle';
import { myCommunityQueryOptions } from '../../../../api/community/my';
import { MyCommunityScreen } from '../../../../features/community-my/my-community-screen';

/** /community/my-page/like (member): 좋아요한 글, from GET /api/v1/community/my/like. */
export const Route = createFileRoute('/_auth/community/my-page/like')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '좋아요한 글' },
  loader: ({ context }) => settled(context.queryClient.ensureInfiniteQueryData(myCommunityQueryOptions('like'))),
  component: CommunityMyPageLikeRoute,
});

function CommunityMyPageLikeRoute() {
  return <MyCommunityScreen tab="like" />;
}
