import { createFileRoute } from '@tanstack/react-router';
import { NoticeDetailScreen } from '../../features/notice/notice-detail-screen';
import { loadNoticePage } from '../../features/notice/notice-page';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/admin-notice/$id')({
  params: digitParams('id'),
  // the loader (and the notice's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '공지사항 미리보기' },
  loader: ({ context, params }) => loadNoticePage(context.queryClient, params.id, context.siteOrigin),
  component: AdminNoticeIdRoute,
});

function AdminNoticeIdRoute() {
  const { id } = Route.useParams();
  const { bodyHtml } = Route.useLoaderData();
  return <NoticeDetailScreen key={id} noticeId={id} bodyHtml={bodyHtml} preview />;
}
