import { createFileRoute } from '@tanstack/react-router';
import { bannersQueryOptions } from '../api/catalog/banners';
import { settled } from '../api/catalog/settle';
import { webProfileQueryOptions } from '../api/web-profile';
import { HomeScreen } from '../features/home/home-screen';

export const Route = createFileRoute('/')({
  staticData: { title: '오늘의 특가', headerLikes: true },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(webProfileQueryOptions()),
      settled(context.queryClient.ensureQueryData(bannersQueryOptions())),
    ]),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomeScreen />;
}
