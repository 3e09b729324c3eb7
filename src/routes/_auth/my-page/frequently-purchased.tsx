import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/my-page/frequently-purchased')({
  staticData: { title: '자주 산 상품' },
  component: MyPageFrequentlyPurchasedRoute,
});

function MyPageFrequentlyPurchasedRoute() {
  return <ComingSoonScreen />;
}
