import { createFileRoute } from '@tanstack/react-router';
import { codeParams } from '../-lib/params';
import { ShortLinkScreen } from '../../features/link/short-link-screen';

export const Route = createFileRoute('/link/$code')({
  params: codeParams('code'),
  staticData: { title: '페이지 이동', noBottomNavi: true },
  component: LinkCodeRoute,
});

function LinkCodeRoute() {
  const { code } = Route.useParams();
  return <ShortLinkScreen code={code} />;
}
