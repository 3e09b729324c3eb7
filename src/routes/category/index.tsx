import { createFileRoute } from '@tanstack/react-router';
import { categoryQueryOptions } from '../../api/category';
import { CategoryMainScreen } from '../../features/category/category-main-screen';

export const Route = createFileRoute('/category/')({
  // the loader (and its schemas) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '카테고리', headerLikes: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(categoryQueryOptions()),
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryMainScreen />;
}
