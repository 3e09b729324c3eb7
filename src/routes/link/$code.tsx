import { createFileRoute } from '@tanstack/react-router';
import { codeParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/link/$code')({
  params: codeParams('code'),
  staticData: { title: '페이지 이동', noBottomNavi: true },
  component: LinkCodeRoute,
});

function LinkCodeRoute() {
  return <ComingSoonScreen />;
}
