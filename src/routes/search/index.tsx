import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/search/')({
  staticData: { title: '검색 결과' },
  component: SearchRoute,
});

function SearchRoute() {
  return <ComingSoonScreen />;
}
