import { createFileRoute } from '@tanstack/react-router';
import { takeDestination } from '../features/auth/destination';

/** Back from the shop's member login (or the app): signed in with the shop's pair, on to where the shopper wanted to go. */
export const Route = createFileRoute('/login-action')({
  staticData: { title: '로그인 중', noBottomNavi: true, noTopScroll: true },
  // the shop's answer, the shared cookies and the session are the browser's: never run on the server
  ssr: false,
  // its code loads with this page only (home's first-load budget)
  beforeLoad: async ({ context, location }) => (await import('../app/shop-login')).finishShopLogin(context.session, location.searchStr, takeDestination),
});
