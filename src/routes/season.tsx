import { createFileRoute } from '@tanstack/react-router';
import { seasonDelicacyQueryOptions } from '../api/catalog/season-delicacy';
import { settled } from '../api/catalog/settle';
import { webProfileQueryOptions } from '../api/web-profile';
import { SeasonScreen } from '../features/season/season-screen';
import { seasonScreenSearchSchema } from '../features/season/season-search';

export const Route = createFileRoute('/season')({
  // the loader (and the season's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '제철 별미', headerLikes: true },
  validateSearch: seasonScreenSearchSchema,
  loaderDeps: ({ search }) => ({ code: search.code, month: search.month }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(webProfileQueryOptions()),
      settled(context.queryClient.ensureInfiniteQueryData(seasonDelicacyQueryOptions(deps))),
    ]),
  component: SeasonRoute,
});

function SeasonRoute() {
  const search = Route.useSearch();
  return <SeasonScreen {...search} />;
}
