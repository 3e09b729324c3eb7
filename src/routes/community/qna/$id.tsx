import { createFileRoute } from '@tanstack/react-router';
import { dataHead } from '../../-lib/head';
import { digitParams } from '../../-lib/params';
import { loadPostDetail } from '../../../features/community/post-detail-data';
import { PostDetailScreen } from '../../../features/community/post-detail-screen';

export const Route = createFileRoute('/community/qna/$id')({
  params: digitParams('id'),
  // the loader (and the post's schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '질문답변' },
  // the post, then its replies
  loader: ({ context, params }) => loadPostDetail(context.queryClient, 'QNA', params.id),
  // the post's title, the start of its text and its picture (an article)
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: CommunityQnaIdRoute,
});

function CommunityQnaIdRoute() {
  const { id } = Route.useParams();
  return <PostDetailScreen type="QNA" id={id} />;
}
