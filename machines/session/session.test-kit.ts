/**
 * Test kit of the session machine: the machine with every side effect replaced by a recording
 * stub, and actors that stay pending until the test settles them. Used by the unit and
 * model-based tests; never by the app.
 */
import { createActor, type AnyActorRef } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
import { sessionMachine, type SessionMachine } from './session.machine';
import type { SessionProfile, SignInResult } from './session.types';

export type SessionActorName = 'validateToken' | 'refreshTokens' | 'fetchProfile' | 'revokeTokens' | 'showExpiredDialog';
export type SessionActionName =
  | 'storeSignIn'
  | 'markRefreshTrigger'
  | 'clearLocalSession'
  | 'openShopLogout'
  | 'showBanDialog'
  | 'goToLogin'
  | 'reloadHome';


export const apiError = (code: number) => Object.assign(new Error(`code ${code}`), { code });
export const networkError = () => new TypeError('Failed to fetch');
/** what src/api/errors.ts throws, read structurally like the machine does */
export const timeoutError = () => Object.assign(new Error('응답이 늦어지고 있어요.'), { name: 'TimeoutError' });
export const serverError = (status = 503) => Object.assign(new Error('잠시 문제가 있어요.'), { name: 'HttpError', status });
/** the server answered with a shopper's error (a 4xx catalogue body) */
export const userError = (code: number) => Object.assign(new Error(`code ${code}`), { name: 'ApiError', code, errorType: 'USER', status: 400 });

export const memberProfile = (overrides: Partial<SessionProfile> = {}): SessionProfile => ({
  userId: '1',
  nickName: '딸기러버',
  retrySignIn: false,
  banStatus: { isBanned: false, message: null },
  isSurveyCompleted: true,
  ...overrides,
});

export const signInResult = (): SignInResult => ({
  tokens: { accessToken: 'a1', refreshToken: 'r1', expireDt: '2026-11-22T10:00:00+09:00' },
  banStatus: { isBanned: false, message: null },
  isNewMember: false,
  isCafe24Register: true,
});

/** `machine`: the session machine, or a mutant of it (test-support/test-model.ts). */
export function createSessionKit(hasToken: boolean, machine: SessionMachine = sessionMachine) {
  const calls: Record<SessionActorName, number> = {
    validateToken: 0,
    refreshTokens: 0,
    fetchProfile: 0,
    revokeTokens: 0,
    showExpiredDialog: 0,
  };
  const actions: SessionActionName[] = [];
  const stubs = pendingActors<SessionActorName>((name) => {
    calls[name] += 1;
  });
  const { inspect, taken, entered } = createInspector();

  /** an actor whose promise (of type P) stays pending until the test settles it */
  const stub = <P extends Promise<unknown>>(name: SessionActorName) => stubs.stub<Awaited<P>>(name);
  const record = (name: SessionActionName) => () => void actions.push(name);

  const provided = machine.provide({
    actors: {
      validateToken: stub<Promise<void>>('validateToken'),
      refreshTokens: stub<Promise<void>>('refreshTokens'),
      fetchProfile: stub<Promise<SessionProfile>>('fetchProfile'),
      revokeTokens: stub<Promise<void>>('revokeTokens'),
      showExpiredDialog: stub<Promise<void>>('showExpiredDialog'),
    },
    actions: {
      storeSignIn: record('storeSignIn'),
      markRefreshTrigger: record('markRefreshTrigger'),
      clearLocalSession: record('clearLocalSession'),
      openShopLogout: record('openShopLogout'),
      showBanDialog: record('showBanDialog'),
      goToLogin: record('goToLogin'),
      reloadHome: record('reloadHome'),
    },
  });

  const actor = createActor(provided, { input: { hasToken }, inspect });


  return {
    actor: actor as typeof actor & AnyActorRef,
    calls,
    actions,
    taken,
    entered,
    isPending: stubs.isPending,
    start: () => actor.start(),
    resolve: stubs.resolve,
    reject: stubs.reject,
    flush: stubs.flush,
    count: (name: SessionActionName) => actions.filter((a) => a === name).length,
  };
}
