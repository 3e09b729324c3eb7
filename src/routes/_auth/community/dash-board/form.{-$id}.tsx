import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitParams } from '../../../-lib/params';
import { PostFormScreen } from '../../../../features/community-write/post-form-screen';

/** 오늘의 식탁 글쓰기: a new post, or the member's post `id` to edit (member only: the _auth layout). */
export const Route = createFileRoute('/_auth/community/dash-board/form/{-$id}')({
  params: optionalDigitParams('id'),
  staticData: { title: '오늘의 식탁 글쓰기', noBottomNavi: true, noTopScroll: true },
  component: CommunityDashBoardFormRoute,
});

function CommunityDashBoardFormRoute() {
  const { id } = Route.useParams();
  return <PostFormScreen kind="DASHBOARD" editId={id === undefined ? undefined : Number(id)} />;
}
