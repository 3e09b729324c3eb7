import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '../features/home/home-data';
import { HomeScreen } from '../features/home/home-screen';

export const Route = createFileRoute('/')({
  staticData: { title: '오늘의 특가', headerLikes: true },
  // the loader and its lists' schemas load with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadHome(context.queryClient),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomeScreen />;
}
