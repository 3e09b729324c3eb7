import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/search/survey')({
  staticData: { title: '투표 검색 결과' },
  component: CommunitySearchSurveyRoute,
});

function CommunitySearchSurveyRoute() {
  return <ComingSoonScreen />;
}
