import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/main/qna')({
  staticData: { title: '질문답변' },
  component: CommunityMainQnaRoute,
});

function CommunityMainQnaRoute() {
  return <ComingSoonScreen />;
}
