import { createFileRoute } from '@tanstack/react-router';
import { AppdownScreen } from '../features/app-install/appdown-screen';

export const Route = createFileRoute('/appdown')({
  staticData: { title: '앱 다운로드' },
  component: AppdownRoute,
});

function AppdownRoute() {
  return <AppdownScreen />;
}
