import { createFileRoute } from '@tanstack/react-router';
import { WelcomeScreen } from '../features/welcome/welcome-screen';

export const Route = createFileRoute('/welcome')({
  staticData: { title: '가입을 환영해요', noBottomNavi: true },
  component: WelcomeRoute,
});

function WelcomeRoute() {
  return <WelcomeScreen />;
}
