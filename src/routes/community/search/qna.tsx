import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/search/qna')({
  staticData: { title: '질문 검색 결과' },
  component: CommunitySearchQnaRoute,
});

function CommunitySearchQnaRoute() {
  return <ComingSoonScreen />;
}
