import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../api/catalog/settle';
import { attendanceQueryOptions } from '../../api/game-attendance';
import { GameScreen } from '../../features/game/game-screen';

// SPEC.md §4: paths containing 'game' are never reloaded for a new web version (the web-version gate)
export const Route = createFileRoute('/_auth/game')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '별 모으기 게임' },
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(attendanceQueryOptions())),
  component: GameScreen,
});
