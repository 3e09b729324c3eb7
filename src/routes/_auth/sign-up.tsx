import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../../features/auth/sign-up-screen';

export const Route = createFileRoute('/_auth/sign-up')({
  staticData: { title: '약관 동의', noBottomNavi: true },
  component: SignUpScreen,
});
