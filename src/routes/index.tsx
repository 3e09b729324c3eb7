import { createFileRoute } from '@tanstack/react-router';
import { webProfileQueryOptions } from '../api/web-profile';
import { HomeScreen } from '../features/home/home-screen';

export const Route = createFileRoute('/')({
  staticData: { title: '오늘의 특가' },
  loader: ({ context }) => context.queryClient.ensureQueryData(webProfileQueryOptions()),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomeScreen />;
}
