import { createFileRoute, redirect } from '@tanstack/react-router';
import { categoryProductsQueryOptions } from '../../api/catalog/category-product';
import { settled } from '../../api/catalog/settle';
import { categoryQueryOptions } from '../../api/category';
import { webProfileQueryOptions } from '../../api/web-profile';
import { categoryDetailSearchSchema, categoryProductFilter } from '../../features/category/category-detail-search';
import { CategoryDetailPending, CategoryDetailScreen } from '../../features/category/category-detail-screen';
import { optionalCodeParams } from '../-lib/params';

export const Route = createFileRoute('/category/detail/{-$secondCode}/{-$thirdCode}')({
  params: optionalCodeParams('secondCode', 'thirdCode'),
  // the loader (and the products' schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  staticData: { title: '카테고리 상품' },
  validateSearch: categoryDetailSearchSchema,
  // no category chosen: the category main, where the shopper picks one
  beforeLoad: ({ params }) => {
    if (!params.secondCode) throw redirect({ to: '/category', replace: true });
  },
  loaderDeps: ({ search }) => ({ sort: search.sort, price: search.price }),
  loader: async ({ context, params, deps }) => {
    const [profile] = await Promise.all([
      context.queryClient.ensureQueryData(webProfileQueryOptions()),
      context.queryClient.ensureQueryData(categoryQueryOptions()),
    ]);
    const code = params.thirdCode ?? params.secondCode;
    if (code) await settled(context.queryClient.ensureInfiniteQueryData(categoryProductsQueryOptions(categoryProductFilter(code, deps, profile))));
  },
  pendingComponent: CategoryDetailPending,
  component: CategoryDetailRoute,
});

function CategoryDetailRoute() {
  const { secondCode, thirdCode } = Route.useParams();
  const search = Route.useSearch();
  if (!secondCode) return null;
  return <CategoryDetailScreen secondCode={secondCode} thirdCode={thirdCode} {...search} />;
}
