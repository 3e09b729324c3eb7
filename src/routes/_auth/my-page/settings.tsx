import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../features/my-page/settings-screen';

export const Route = createFileRoute('/_auth/my-page/settings')({
  staticData: { title: '설정' },
  component: SettingsScreen,
});
