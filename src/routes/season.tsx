import { createFileRoute } from '@tanstack/react-router';
import { loadSeason } from '../features/season/season-data';
import { SeasonScreen } from '../features/season/season-screen';
import { seasonScreenSearchSchema } from '../features/season/season-search';

export const Route = createFileRoute('/season')({
  // the loader (and the season's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '제철 별미', headerLikes: true },
  validateSearch: seasonScreenSearchSchema,
  loaderDeps: ({ search }) => ({ code: search.code, month: search.month }),
  loader: ({ context, deps }) => loadSeason(context.queryClient, deps),
  component: SeasonRoute,
});

function SeasonRoute() {
  const search = Route.useSearch();
  return <SeasonScreen {...search} />;
}
