import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCategoryDetail } from '../../features/category/category-detail-data';
import { categoryDetailSearchSchema } from '../../features/category/category-detail-search';
import { CategoryDetailPending, CategoryDetailScreen } from '../../features/category/category-detail-screen';
import { optionalCodeParams } from '../-lib/params';

export const Route = createFileRoute('/category/detail/{-$secondCode}/{-$thirdCode}')({
  params: optionalCodeParams('secondCode', 'thirdCode'),
  // the loader (and the products' schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  staticData: { title: '카테고리 상품' },
  validateSearch: categoryDetailSearchSchema,
  // no category chosen: the category main, where the shopper picks one
  beforeLoad: ({ params }) => {
    if (!params.secondCode) throw redirect({ to: '/category', replace: true });
  },
  loaderDeps: ({ search }) => ({ sort: search.sort, price: search.price }),
  loader: ({ context, params, deps }) =>
    params.secondCode ? loadCategoryDetail(context.queryClient, params.secondCode, params.thirdCode, deps) : undefined,
  pendingComponent: CategoryDetailPending,
  component: CategoryDetailRoute,
});

function CategoryDetailRoute() {
  const { secondCode, thirdCode } = Route.useParams();
  const search = Route.useSearch();
  if (!secondCode) return null;
  return <CategoryDetailScreen secondCode={secondCode} thirdCode={thirdCode} {...search} />;
}
