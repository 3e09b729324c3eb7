import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/main/survey')({
  staticData: { title: '커뮤니티 투표' },
  component: CommunityMainSurveyRoute,
});

function CommunityMainSurveyRoute() {
  return <ComingSoonScreen />;
}
