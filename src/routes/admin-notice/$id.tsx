import { createFileRoute } from '@tanstack/react-router';
import { digitParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/admin-notice/$id')({
  params: digitParams('id'),
  staticData: { title: '공지사항 미리보기' },
  component: AdminNoticeIdRoute,
});

function AdminNoticeIdRoute() {
  return <ComingSoonScreen />;
}
