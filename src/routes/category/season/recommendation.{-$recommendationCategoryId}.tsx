import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitParams } from '../../-lib/params';
import { SeasonCategoryScreen } from '../../../features/category/season-category-screen';
import { seasonSearchSchema } from '../../../features/category/season-search';

export const Route = createFileRoute('/category/season/recommendation/{-$recommendationCategoryId}')({
  params: optionalDigitParams('recommendationCategoryId'),
  staticData: { title: '추천 상품' },
  validateSearch: seasonSearchSchema,
  component: CategorySeasonRecommendationRecommendationCategoryIdRoute,
});

function CategorySeasonRecommendationRecommendationCategoryIdRoute() {
  const search = Route.useSearch();
  const { recommendationCategoryId } = Route.useParams();
  return <SeasonCategoryScreen kind="recommendation" recommendationCategoryId={recommendationCategoryId} {...search} />;
}
