import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { skipLoginForMember } from '../app/auth-guard';
import { LoginScreen } from '../features/auth/login-screen';
import { rememberRedirectUri, takeDestination } from '../features/auth/destination';

const LoginSearch = v.object({ redirectUri: v.optional(v.pipe(v.string(), v.maxLength(2048))) });

export const Route = createFileRoute('/login')({
  staticData: { title: '로그인', noBottomNavi: true, leavesForMember: true },
  validateSearch: (search) => {
    const parsed = v.safeParse(LoginSearch, search);
    return parsed.success ? parsed.output : {};
  },
  beforeLoad: async ({ context, search }) => {
    rememberRedirectUri(search.redirectUri);
    await skipLoginForMember(context.session, takeDestination);
  },
  component: LoginScreen,
});
