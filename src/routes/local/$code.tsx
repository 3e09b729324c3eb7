import { createFileRoute } from '@tanstack/react-router';
import { localStoresSearchSchema } from '../../features/local/local-search';
import { loadLocalStores } from '../../features/local/local-stores-data';
import { LocalStoresScreen } from '../../features/local/local-stores-screen';
import { dataHead } from '../-lib/head';
import { codeParams } from '../-lib/params';

export const Route = createFileRoute('/local/$code')({
  params: codeParams('code'),
  // the loader (and the stores' schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '지역 상점' },
  validateSearch: localStoresSearchSchema,
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  loader: ({ context, params, deps }) => loadLocalStores(context.queryClient, params.code, deps),
  // the region's name, story and picture, for messengers and search engines
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: LocalCodeRoute,
});

function LocalCodeRoute() {
  const { code } = Route.useParams();
  const search = Route.useSearch();
  return <LocalStoresScreen key={code} localCode={code} {...search} />;
}
