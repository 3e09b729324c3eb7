import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/shell/not-found-screen';

export const Route = createFileRoute('/404')({
  staticData: { title: '페이지를 찾을 수 없어요', noBottomNavi: true, noTopScroll: true },
  component: NotFound404Route,
});

function NotFound404Route() {
  return <NotFoundScreen />;
}
