import { createFileRoute } from '@tanstack/react-router';
import { loadBest } from '../features/best/best-data';
import { bestSearchSchema } from '../features/best/best-search';
import { BestScreen } from '../features/best/best-screen';

export const Route = createFileRoute('/best')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '베스트', headerLikes: true },
  validateSearch: bestSearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // the tabs, then the ranking of the chosen tab
  loader: ({ context, deps }) => loadBest(context.queryClient, deps.category),
  component: BestRoute,
});

function BestRoute() {
  const search = Route.useSearch();
  return <BestScreen {...search} />;
}
