import { createFileRoute } from '@tanstack/react-router';
import { bestQueryOptions } from '../api/catalog/best';
import { settled } from '../api/catalog/settle';
import { bestSearchSchema } from '../features/best/best-search';
import { BestScreen } from '../features/best/best-screen';

export const Route = createFileRoute('/best')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '베스트', headerLikes: true },
  validateSearch: bestSearchSchema,
  // the tabs; the ranking of the chosen tab loads in the screen, behind a skeleton of its rows
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(bestQueryOptions())),
  component: BestRoute,
});

function BestRoute() {
  const search = Route.useSearch();
  return <BestScreen {...search} />;
}
