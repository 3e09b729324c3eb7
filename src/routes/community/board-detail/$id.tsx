import { createFileRoute } from '@tanstack/react-router';
import { dataHead } from '../../-lib/head';
import { digitParams } from '../../-lib/params';
import { loadPostDetail } from '../../../features/community/post-detail-data';
import { PostDetailScreen } from '../../../features/community/post-detail-screen';

export const Route = createFileRoute('/community/board-detail/$id')({
  params: digitParams('id'),
  // the loader (and the post's schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '오늘의 식탁' },
  // the post, then its replies
  loader: ({ context, params }) => loadPostDetail(context.queryClient, 'DASHBOARD', params.id),
  // the post's title, the start of its text and its picture (an article)
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: CommunityBoardDetailIdRoute,
});

function CommunityBoardDetailIdRoute() {
  const { id } = Route.useParams();
  return <PostDetailScreen type="DASHBOARD" id={id} />;
}
