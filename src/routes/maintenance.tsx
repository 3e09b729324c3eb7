import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceScreen } from '../features/shell/maintenance-screen';

export const Route = createFileRoute('/maintenance')({
  staticData: { title: '서비스 점검 중이에요', noBottomNavi: true, noTopScroll: true },
  component: MaintenanceRoute,
});

function MaintenanceRoute() {
  return <MaintenanceScreen />;
}
