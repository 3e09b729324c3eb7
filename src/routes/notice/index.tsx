import { createFileRoute } from '@tanstack/react-router';
import { noticeListQueryOptions } from '../../api/catalog/notice-list';
import { settled } from '../../api/catalog/settle';
import { NoticeListScreen } from '../../features/notice/notice-list-screen';

export const Route = createFileRoute('/notice/')({
  // the loader (and the notice's schema) loads with the route, not with the app's entry
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '공지사항' },
  loader: ({ context }) => settled(context.queryClient.ensureInfiniteQueryData(noticeListQueryOptions())),
  component: NoticeRoute,
});

function NoticeRoute() {
  return <NoticeListScreen />;
}
