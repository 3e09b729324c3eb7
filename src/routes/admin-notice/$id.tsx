import { createFileRoute } from '@tanstack/react-router';
import { noticeDetailQueryOptions } from '../../api/catalog/notice-detail';
import { settled } from '../../api/catalog/settle';
import { NoticeDetailScreen } from '../../features/notice/notice-detail-screen';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/admin-notice/$id')({
  params: digitParams('id'),
  // the loader (and the notice's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader'], ['component']],
  staticData: { title: '공지사항 미리보기' },
  loader: ({ context, params }) => settled(context.queryClient.ensureQueryData(noticeDetailQueryOptions(params.id))),
  component: AdminNoticeIdRoute,
});

function AdminNoticeIdRoute() {
  const { id } = Route.useParams();
  return <NoticeDetailScreen key={id} noticeId={id} preview />;
}
