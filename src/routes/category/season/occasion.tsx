import { createFileRoute } from '@tanstack/react-router';
import { loadSeasonOccasion } from '../../../features/category/season-category-data';
import { SeasonOccasionScreen, SeasonPending } from '../../../features/category/season-category-screen';
import { seasonSearchSchema } from '../../../features/category/season-search';

export const Route = createFileRoute('/category/season/occasion')({
  // the loader (and the schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  staticData: { title: '상황별 추천' },
  validateSearch: seasonSearchSchema,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context, deps }) => loadSeasonOccasion(context.queryClient, deps.code),
  pendingComponent: CategorySeasonOccasionPending,
  component: CategorySeasonOccasionRoute,
});

function CategorySeasonOccasionPending() {
  const { title } = Route.useSearch();
  return <SeasonPending kind="occasion" title={title} picker />;
}

function CategorySeasonOccasionRoute() {
  const search = Route.useSearch();
  return <SeasonOccasionScreen {...search} />;
}
