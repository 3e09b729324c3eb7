import { createFileRoute } from '@tanstack/react-router';
import { dateParams } from '../../-lib/params';
import { DailyBoardScreen } from '../../../features/community/daily-board-screen';

export const Route = createFileRoute('/community/daily-board/$date')({
  params: dateParams,
  staticData: { title: '날짜별 식탁' },
  component: CommunityDailyBoardDateRoute,
});

function CommunityDailyBoardDateRoute() {
  const { date } = Route.useParams();
  return <DailyBoardScreen date={date} />;
}
