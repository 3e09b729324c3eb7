import { createFileRoute } from '@tanstack/react-router';
import { ShoppingLiveScreen } from '../../features/category/shopping-live-screen';

export const Route = createFileRoute('/category/shopping-live')({
  staticData: { title: '쇼핑 라이브' },
  component: CategoryShoppingLiveRoute,
});

function CategoryShoppingLiveRoute() {
  return <ShoppingLiveScreen />;
}
