import { createFileRoute } from '@tanstack/react-router';
import { categoryQueryOptions } from '../../api/category';
import { CategoryMainScreen } from '../../features/category/category-main-screen';

export const Route = createFileRoute('/category/')({
  staticData: { title: '카테고리' },
  loader: ({ context }) => context.queryClient.ensureQueryData(categoryQueryOptions()),
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryMainScreen />;
}
