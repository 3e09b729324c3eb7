import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../../api/catalog/settle';
import { myCommunityQueryOptions } from '../../../../api/community/my';
import { MyCommunityScreen } from '../../../../features/community-my/my-community-screen';

/** /community/my-page/clipping (member): 스크랩한 글, from GET /api/v1/community/my/clipping. */
export const Route = createFileRoute('/_auth/community/my-page/clipping')({
  // one chunk for the loader (its query and schemas) and the screen, not the app's entry (issue 14)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '스크랩한 글' },
  loader: ({ context }) => settled(context.queryClient.ensureInfiniteQueryData(myCommunityQueryOptions('clipping'))),
  component: CommunityMyPageClippingRoute,
});

function CommunityMyPageClippingRoute() {
  return <MyCommunityScreen tab="clipping" />;
}
