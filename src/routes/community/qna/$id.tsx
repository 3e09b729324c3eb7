import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../../-lib/params';
import { ComingSoonScreen } from '../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/community/qna/$id')({
  params: digitParams('id'),
  staticData: { title: '질문' },
  component: CommunityQnaIdRoute,
});

function CommunityQnaIdRoute() {
  return <ComingSoonScreen />;
}
