import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/notice/$id')({
  params: digitParams('id'),
  staticData: { title: '공지사항 상세' },
  component: NoticeIdRoute,
});

function NoticeIdRoute() {
  return <ComingSoonScreen />;
}
