import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../../-lib/params';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/board-detail/$id')({
  params: digitParams('id'),
  staticData: { title: '게시글' },
  component: CommunityBoardDetailIdRoute,
});

function CommunityBoardDetailIdRoute() {
  return <ComingSoonScreen />;
}
