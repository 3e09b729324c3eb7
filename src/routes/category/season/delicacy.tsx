import { createFileRoute } from '@tanstack/react-router';
import { loadSeasonDelicacies } from '../../../features/category/season-category-data';
import { SeasonDelicacyScreen, SeasonPending } from '../../../features/category/season-category-screen';
import { seasonSearchSchema } from '../../../features/category/season-search';

export const Route = createFileRoute('/category/season/delicacy')({
  // the loader (and the schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  staticData: { title: '제철 별미 모음' },
  validateSearch: seasonSearchSchema,
  loaderDeps: ({ search }) => ({ code: search.code, month: search.month }),
  loader: ({ context, deps }) => loadSeasonDelicacies(context.queryClient, deps),
  pendingComponent: CategorySeasonDelicacyPending,
  component: CategorySeasonDelicacyRoute,
});

function CategorySeasonDelicacyPending() {
  const { title, month } = Route.useSearch();
  return <SeasonPending kind="delicacy" title={title ?? (month ? `${month}월 제철 먹거리` : undefined)} picker />;
}

function CategorySeasonDelicacyRoute() {
  const search = Route.useSearch();
  return <SeasonDelicacyScreen {...search} />;
}
