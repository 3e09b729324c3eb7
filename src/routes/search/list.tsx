import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/search/list')({
  staticData: { title: '검색' },
  component: SearchListRoute,
});

function SearchListRoute() {
  return <ComingSoonScreen />;
}
