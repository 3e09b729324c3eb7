import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitParams } from '../../../-lib/params';
import { PostFormScreen } from '../../../../features/community-write/post-form-screen';

/** 질문하기: a new question, or the member's question `id` to edit (member only: the _auth layout). */
export const Route = createFileRoute('/_auth/community/qna/form/{-$id}')({
  params: optionalDigitParams('id'),
  staticData: { title: '질문하기', noBottomNavi: true, noTopScroll: true },
  component: CommunityQnaFormRoute,
});

function CommunityQnaFormRoute() {
  const { id } = Route.useParams();
  return <PostFormScreen kind="QNA" editId={id === undefined ? undefined : Number(id)} />;
}
