import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/point-exchange')({
  staticData: { title: '별 교환' },
  component: MyPagePointExchangeRoute,
});

function MyPagePointExchangeRoute() {
  return <ComingSoonScreen />;
}
