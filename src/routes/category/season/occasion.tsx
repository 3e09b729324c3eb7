import { createFileRoute } from '@tanstack/react-router';
import { SeasonCategoryScreen } from '../../../features/category/season-category-screen';
import { seasonSearchSchema } from '../../../features/category/season-search';

export const Route = createFileRoute('/category/season/occasion')({
  staticData: { title: '상황별 추천' },
  validateSearch: seasonSearchSchema,
  component: CategorySeasonOccasionRoute,
});

function CategorySeasonOccasionRoute() {
  const search = Route.useSearch();
  return <SeasonCategoryScreen kind="occasion" {...search} />;
}
