import { createFileRoute } from '@tanstack/react-router';
import { NoticeDetailScreen } from '../../features/notice/notice-detail-screen';
import { loadNoticePage } from '../../features/notice/notice-page';
import { dataHead } from '../-lib/head';
import { digitParams } from '../-lib/params';

export const Route = createFileRoute('/notice/$id')({
  params: digitParams('id'),
  // the loader (and the notice's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '공지사항 상세' },
  loader: ({ context, params }) => loadNoticePage(context.queryClient, params.id, context.siteOrigin),
  // the notice's title and the start of its text (an article)
  head: ({ loaderData, match }) => dataHead(match.context.siteOrigin, loaderData),
  component: NoticeIdRoute,
});

function NoticeIdRoute() {
  const { id } = Route.useParams();
  const { bodyHtml } = Route.useLoaderData();
  return <NoticeDetailScreen key={id} noticeId={id} bodyHtml={bodyHtml} />;
}
