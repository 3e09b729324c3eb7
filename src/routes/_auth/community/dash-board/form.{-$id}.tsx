import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitParams } from '../../../-lib/params';
import { ComingSoonScreen } from '../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/community/dash-board/form/{-$id}')({
  params: optionalDigitParams('id'),
  staticData: { title: '먹거리 글쓰기', noBottomNavi: true },
  component: CommunityDashBoardFormIdRoute,
});

function CommunityDashBoardFormIdRoute() {
  return <ComingSoonScreen />;
}
