import { createFileRoute } from '@tanstack/react-router';
import { loadSeasonRecommendation } from '../../../features/category/season-category-data';
import { SeasonPending, SeasonRecommendationScreen } from '../../../features/category/season-category-screen';
import { seasonSearchSchema } from '../../../features/category/season-search';
import { optionalDigitParams } from '../../-lib/params';

export const Route = createFileRoute('/category/season/recommendation/{-$recommendationCategoryId}')({
  params: optionalDigitParams('recommendationCategoryId'),
  // the loader (and the schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  staticData: { title: '추천 상품' },
  validateSearch: seasonSearchSchema,
  loader: ({ context, params }) => loadSeasonRecommendation(context.queryClient, params.recommendationCategoryId),
  pendingComponent: CategorySeasonRecommendationPending,
  component: CategorySeasonRecommendationRoute,
});

function CategorySeasonRecommendationPending() {
  const { title } = Route.useSearch();
  return <SeasonPending kind="recommendation" title={title} tabs />;
}

function CategorySeasonRecommendationRoute() {
  const search = Route.useSearch();
  const { recommendationCategoryId } = Route.useParams();
  return <SeasonRecommendationScreen key={recommendationCategoryId ?? 'first'} recommendationCategoryId={recommendationCategoryId} {...search} />;
}
