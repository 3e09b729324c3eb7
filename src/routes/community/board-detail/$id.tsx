import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../../-lib/params';
import { PostDetailScreen } from '../../../features/community/post-detail-screen';

export const Route = createFileRoute('/community/board-detail/$id')({
  params: digitParams('id'),
  staticData: { title: '오늘의 식탁' },
  component: CommunityBoardDetailIdRoute,
});

function CommunityBoardDetailIdRoute() {
  const { id } = Route.useParams();
  return <PostDetailScreen type="DASHBOARD" id={id} />;
}
