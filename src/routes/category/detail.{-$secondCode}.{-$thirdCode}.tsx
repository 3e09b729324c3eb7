import { createFileRoute } from '@tanstack/react-router';
import { optionalCodeParams } from '../-lib/params';
import { ComingSoonScreen } from '../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/category/detail/{-$secondCode}/{-$thirdCode}')({
  params: optionalCodeParams('secondCode', 'thirdCode'),
  staticData: { title: '카테고리 상품' },
  component: CategoryDetailSecondCodeThirdCodeRoute,
});

function CategoryDetailSecondCodeThirdCodeRoute() {
  return <ComingSoonScreen />;
}
