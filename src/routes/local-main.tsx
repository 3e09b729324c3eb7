import { createFileRoute } from '@tanstack/react-router';
import { localQueryOptions } from '../api/catalog/local';
import { settled } from '../api/catalog/settle';
import { LocalMainScreen } from '../features/local/local-main-screen';

export const Route = createFileRoute('/local-main')({
  // the loader (and the regions' schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '지역 특산물', headerLikes: true },
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(localQueryOptions())),
  component: LocalMainRoute,
});

function LocalMainRoute() {
  return <LocalMainScreen />;
}
