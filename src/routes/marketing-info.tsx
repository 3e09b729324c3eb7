import { createFileRoute } from '@tanstack/react-router';
import { MarketingInfoScreen } from '../features/info/marketing-info-screen';

export const Route = createFileRoute('/marketing-info')({
  staticData: { title: '마케팅 정보 수신 동의' },
  component: MarketingInfoRoute,
});

function MarketingInfoRoute() {
  return <MarketingInfoScreen />;
}
