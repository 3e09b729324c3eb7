import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/notice/')({
  staticData: { title: '공지사항' },
  component: NoticeRoute,
});

function NoticeRoute() {
  return <ComingSoonScreen />;
}
