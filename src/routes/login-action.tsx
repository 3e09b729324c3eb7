import { createFileRoute } from '@tanstack/react-router';
import { continueAfterLogin } from '../app/auth-guard';
import { takeDestination } from '../features/auth/destination';

/** Back from the shop login (or the app): on to where the shopper wanted to go. */
export const Route = createFileRoute('/login-action')({
  staticData: { title: '로그인 중', noBottomNavi: true, noTopScroll: true },
  beforeLoad: ({ context }) => continueAfterLogin(context.session, takeDestination),
});
