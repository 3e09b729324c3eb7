import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/game')({
  staticData: { title: '별 모으기 게임' },
  component: GameRoute,
});

function GameRoute() {
  return <ComingSoonScreen />;
}
