import { createFileRoute } from '@tanstack/react-router';
import { localStoresQueryOptions } from '../../api/catalog/local-stores';
import { settled } from '../../api/catalog/settle';
import { localStoresSearchSchema } from '../../features/local/local-search';
import { LocalStoresScreen } from '../../features/local/local-stores-screen';
import { codeParams } from '../-lib/params';

export const Route = createFileRoute('/local/$code')({
  params: codeParams('code'),
  // the loader (and the stores' schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '지역 상점' },
  validateSearch: localStoresSearchSchema,
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  // an unknown region stays in the query: the screen shows '지역을 찾을 수 없어요' under its title
  loader: ({ context, params, deps }) =>
    settled(context.queryClient.ensureInfiniteQueryData(localStoresQueryOptions(params.code, deps.sort))),
  component: LocalCodeRoute,
});

function LocalCodeRoute() {
  const { code } = Route.useParams();
  const search = Route.useSearch();
  return <LocalStoresScreen key={code} localCode={code} {...search} />;
}
