/**
 * Test kit of the social sign-in machine: every side effect a recording stub, actors pending until
 * the test settles them. Used by the unit and model-based tests; never by the app.
 */
import { createActor } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
import { socialSignInMachine, type SocialSignInMachine } from './social-sign-in.machine';
import type { NaverProfile, SocialCredentials, SocialSignInResult } from './social-sign-in.types';

export type SignInActorName = 'authorizeApple' | 'fetchNaverProfile' | 'confirmConsent' | 'signInAndUp' | 'showMessage';
export type SignInActionName = 'redirectToNaver' | 'reportSignedIn' | 'completeSignIn' | 'leave';

export const CURRENT_YEAR = 2026;

export const naverCredentials = (): SocialCredentials => ({ provider: 'naver', socialToken: 'naver-token', state: 's1' });
export const appleCredentials = (): SocialCredentials => ({ provider: 'apple', socialToken: 'apple-token', state: 's2', name: '김마켓' });
export const fullNaverProfile = (overrides: Partial<NaverProfile> = {}): NaverProfile => ({
  email: 'shopper@example.com',
  gender: 'F',
  birthyear: '1990',
  mobile: '010-1234-5678',
  ...overrides,
});
export const signInResult = (isNewMember = false): SocialSignInResult => ({
  tokens: { accessToken: 'a', refreshToken: 'r', expireDt: '2026-11-22T10:00:00+09:00' },
  banStatus: { isBanned: false, message: null },
  isNewMember,
  isCafe24Register: false,
});
export const apiError = (code: number, message = `서버 메시지 ${code}`) => Object.assign(new Error(message), { code });

/** `machine`: the sign-in machine, or a mutant of it (test-support/test-model.ts). */
export function createSignInKit(machine: SocialSignInMachine = socialSignInMachine) {
  const calls: Record<SignInActorName, unknown[]> = {
    authorizeApple: [],
    fetchNaverProfile: [],
    confirmConsent: [],
    signInAndUp: [],
    showMessage: [],
  };
  const actions: Array<{ name: SignInActionName; params?: unknown }> = [];
  const stubs = pendingActors<SignInActorName>((name, input) => void calls[name].push(input));
  const { inspect, taken, entered } = createInspector();

  const stub = <P extends Promise<unknown>, I = unknown>(name: SignInActorName) => stubs.stub<Awaited<P>, I>(name);
  const record = (name: SignInActionName) => (_: unknown, params?: unknown) => void actions.push({ name, params });

  const provided = machine.provide({
    actors: {
      authorizeApple: stub<Promise<SocialCredentials>>('authorizeApple'),
      fetchNaverProfile: stub<Promise<NaverProfile>, { socialToken: string }>('fetchNaverProfile'),
      confirmConsent: stub<Promise<boolean>, { message: string }>('confirmConsent'),
      signInAndUp: stub<Promise<SocialSignInResult>, { credentials: SocialCredentials }>('signInAndUp'),
      showMessage: stub<Promise<boolean>, { message: string }>('showMessage'),
    },
    actions: {
      redirectToNaver: record('redirectToNaver'),
      reportSignedIn: record('reportSignedIn'),
      completeSignIn: record('completeSignIn'),
      leave: record('leave'),
    },
  });

  const actor = createActor(provided, { input: { currentYear: CURRENT_YEAR }, inspect });


  return {
    actor,
    calls,
    actions,
    taken,
    entered,
    start: () => actor.start(),
    isPending: stubs.isPending,
    resolve: stubs.resolve,
    reject: stubs.reject,
    flush: stubs.flush,
    names: () => actions.map((action) => action.name),
  };
}
