import { createFileRoute } from '@tanstack/react-router';
import { dateParams } from '../../-lib/params';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/daily-board/$date')({
  params: dateParams,
  staticData: { title: '날짜별 먹거리' },
  component: CommunityDailyBoardDateRoute,
});

function CommunityDailyBoardDateRoute() {
  return <ComingSoonScreen />;
}
