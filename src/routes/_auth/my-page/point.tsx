import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { pointHistoryQueryOptions } from '../../../api/point-history';
import { pointSummaryQueryOptions } from '../../../api/point-summary';
import { pointSearchSchema } from '../../../features/my-page/my-page-search';
import { PointScreen } from '../../../features/my-page/point-screen';

export const Route = createFileRoute('/_auth/my-page/point')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '별 포인트' },
  validateSearch: pointSearchSchema,
  loaderDeps: ({ search }) => ({ type: search.type ?? 'ALL' }),
  // the summary's failure is swallowed (SPEC.md §7); the history shows its own
  loader: ({ context, deps }) =>
    settled(Promise.all([context.queryClient.ensureQueryData(pointSummaryQueryOptions()), context.queryClient.ensureInfiniteQueryData(pointHistoryQueryOptions(deps.type))])),
  component: PointRoute,
});

function PointRoute() {
  const { type = 'ALL' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PointScreen type={type} onTypeChange={(next) => void navigate({ search: next === 'ALL' ? {} : { type: next }, replace: true })} />;
}
