import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/shell/coming-soon-screen';

export const Route = createFileRoute('/appdown')({
  staticData: { title: '앱 다운로드' },
  component: AppdownRoute,
});

function AppdownRoute() {
  return <ComingSoonScreen />;
}
