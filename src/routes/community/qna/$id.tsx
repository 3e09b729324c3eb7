import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../../-lib/params';
import { PostDetailScreen } from '../../../features/community/post-detail-screen';

export const Route = createFileRoute('/community/qna/$id')({
  params: digitParams('id'),
  staticData: { title: '질문답변' },
  component: CommunityQnaIdRoute,
});

function CommunityQnaIdRoute() {
  const { id } = Route.useParams();
  return <PostDetailScreen type="QNA" id={id} />;
}
