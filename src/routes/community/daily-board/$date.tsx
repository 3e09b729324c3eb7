import { createFileRoute } from '@tanstack/react-router';
import { dateParams } from '../../-lib/params';
import { loadDailyBoard } from '../../../features/community/daily-board-data';
import { DailyBoardScreen } from '../../../features/community/daily-board-screen';

export const Route = createFileRoute('/community/daily-board/$date')({
  params: dateParams,
  // the loader (and the board's schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '날짜별 식탁' },
  loader: ({ context, params }) => loadDailyBoard(context.queryClient, params.date),
  component: CommunityDailyBoardDateRoute,
});

function CommunityDailyBoardDateRoute() {
  const { date } = Route.useParams();
  return <DailyBoardScreen date={date} />;
}
