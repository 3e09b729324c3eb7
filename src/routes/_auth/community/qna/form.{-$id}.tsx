import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitParams } from '../../../-lib/params';
import { ComingSoonScreen } from '../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/_auth/community/qna/form/{-$id}')({
  params: optionalDigitParams('id'),
  staticData: { title: '질문 쓰기', noBottomNavi: true },
  component: CommunityQnaFormIdRoute,
});

function CommunityQnaFormIdRoute() {
  return <ComingSoonScreen />;
}
