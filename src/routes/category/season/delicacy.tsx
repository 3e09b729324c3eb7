import { createFileRoute } from '@tanstack/react-router';
import { SeasonCategoryScreen } from '../../../features/category/season-category-screen';
import { seasonSearchSchema } from '../../../features/category/season-search';

export const Route = createFileRoute('/category/season/delicacy')({
  staticData: { title: '제철 별미 모음' },
  validateSearch: seasonSearchSchema,
  component: CategorySeasonDelicacyRoute,
});

function CategorySeasonDelicacyRoute() {
  const search = Route.useSearch();
  return <SeasonCategoryScreen kind="delicacy" {...search} />;
}
