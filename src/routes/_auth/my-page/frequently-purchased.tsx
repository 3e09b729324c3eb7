import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { frequentlyPurchasedQueryOptions } from '../../../api/frequently-purchased';
import { FrequentlyPurchasedScreen } from '../../../features/my-page/frequently-purchased-screen';
import { frequentlyPurchasedSearchSchema } from '../../../features/my-page/my-page-search';

export const Route = createFileRoute('/_auth/my-page/frequently-purchased')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '자주 산 상품' },
  validateSearch: frequentlyPurchasedSearchSchema,
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'COUNT' }),
  loader: ({ context, deps }) => settled(context.queryClient.ensureInfiniteQueryData(frequentlyPurchasedQueryOptions(deps.sort))),
  component: FrequentlyPurchasedRoute,
});

function FrequentlyPurchasedRoute() {
  const { sort = 'COUNT' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FrequentlyPurchasedScreen sort={sort} onSortChange={(next) => void navigate({ search: next === 'COUNT' ? {} : { sort: next }, replace: true })} />;
}
