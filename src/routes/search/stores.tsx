import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/search/stores')({
  staticData: { title: '상점 검색 결과' },
  component: SearchStoresRoute,
});

function SearchStoresRoute() {
  return <ComingSoonScreen />;
}
