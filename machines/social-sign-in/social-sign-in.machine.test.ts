import { describe, expect, it } from 'vitest';
import { signInTexts } from './social-sign-in.types';
import {
  apiError,
  appleCredentials,
  createSignInKit,
  fullNaverProfile,
  naverCredentials,
  signInResult,
} from './social-sign-in.test-kit';

const naverReturned = (stateMatches = true) => ({
  type: 'signIn.returned' as const,
  result: { kind: 'authorized' as const, credentials: naverCredentials(), stateMatches },
});

function started() {
  const kit = createSignInKit();
  kit.start();
  return kit;
}

describe('Naver sign-in (SPEC.md §5)', () => {
  it('redirects to the consent screen when the shopper taps Naver', () => {
    const kit = started();
    kit.actor.send({ type: 'signIn.start', provider: 'naver' });
    expect(kit.actor.getSnapshot().value).toBe('redirecting');
    expect(kit.actions).toEqual([{ name: 'redirectToNaver', params: { reprompt: false } }]);
  });

  it('signs in with all four items and an adult birth year', async () => {
    const kit = started();
    kit.actor.send(naverReturned());
    expect(kit.calls.fetchNaverProfile).toEqual([{ socialToken: 'naver-token' }]);
    await kit.resolve('fetchNaverProfile', fullNaverProfile());
    expect(kit.calls.signInAndUp).toEqual([{ credentials: naverCredentials() }]);
    await kit.resolve('signInAndUp', signInResult(true));
    expect(kit.actor.getSnapshot().status).toBe('done');
    expect(kit.names()).toEqual(['reportSignedIn', 'completeSignIn']);
    expect(kit.actor.getSnapshot().context.result?.isNewMember).toBe(true);
  });

  for (const item of ['email', 'gender', 'birthyear', 'mobile'] as const) {
    it(`asks again for the consent when ${item} was not given, and re-prompts if accepted`, async () => {
      const kit = started();
      kit.actor.send(naverReturned());
      await kit.resolve('fetchNaverProfile', fullNaverProfile({ [item]: undefined }));
      expect(kit.calls.confirmConsent).toEqual([{ message: signInTexts.consentRequired }]);
      await kit.resolve('confirmConsent', true);
      expect(kit.actor.getSnapshot().value).toBe('redirecting');
      expect(kit.actions).toEqual([{ name: 'redirectToNaver', params: { reprompt: true } }]);
      expect(kit.calls.signInAndUp).toHaveLength(0);
    });
  }

  it('leaves without signing in when the consent confirm is declined', async () => {
    const kit = started();
    kit.actor.send(naverReturned());
    await kit.resolve('fetchNaverProfile', fullNaverProfile({ mobile: null }));
    await kit.resolve('confirmConsent', false);
    expect(kit.actor.getSnapshot().value).toBe('idle');
    expect(kit.names()).toEqual(['leave']);
  });

  it.each([
    ['2011', true],
    ['2012', true],
    ['2010', false],
  ])('birth year %s under the minimum age: %s (current year 2026)', async (birthyear, refused) => {
    const kit = started();
    kit.actor.send(naverReturned());
    await kit.resolve('fetchNaverProfile', fullNaverProfile({ birthyear }));
    if (refused) {
      expect(kit.calls.showMessage).toEqual([{ message: signInTexts.underAge }]);
      expect(kit.calls.signInAndUp).toHaveLength(0);
    } else {
      expect(kit.calls.signInAndUp).toHaveLength(1);
    }
  });

  it('refuses a return whose state does not match the stored one', async () => {
    const kit = started();
    kit.actor.send(naverReturned(false));
    expect(kit.calls.fetchNaverProfile).toHaveLength(0);
    expect(kit.calls.showMessage).toEqual([{ message: signInTexts.providerFailed }]);
    await kit.resolve('showMessage', true);
    expect(kit.names()).toEqual(['leave']);
  });

  it('is silent when the shopper cancelled on the consent screen', () => {
    const kit = started();
    kit.actor.send({ type: 'signIn.returned', result: { kind: 'error', error: 'access_denied' } });
    expect(kit.calls.showMessage).toHaveLength(0);
    expect(kit.names()).toEqual(['leave']);
  });
});

describe('the market’s sign-in call (SPEC.md §8)', () => {
  it.each([83, 84])('code %s shows the server message', async (code) => {
    const kit = started();
    kit.actor.send({ type: 'signIn.returned', result: { kind: 'authorized', credentials: appleCredentials(), stateMatches: true } });
    await kit.reject('signInAndUp', apiError(code, '가입이 제한된 계정이에요.'));
    expect(kit.calls.showMessage).toEqual([{ message: '가입이 제한된 계정이에요.' }]);
  });

  it('too many sign-ins (429, code 13) show the server message, which says when to try again', async () => {
    const kit = started();
    kit.actor.send({ type: 'signIn.returned', result: { kind: 'authorized', credentials: appleCredentials(), stateMatches: true } });
    const message = '로그인 시도가 너무 잦아요. 30초 뒤에 다시 시도해 주세요.';
    await kit.reject('signInAndUp', Object.assign(apiError(13, message), { status: 429, errorType: 'USER' }));
    expect(kit.calls.showMessage).toEqual([{ message }]);
  });

  it.each([81, 82, 5, 13, undefined])('other failures (%s) show the generic message', async (code) => {
    const kit = started();
    kit.actor.send({ type: 'signIn.returned', result: { kind: 'authorized', credentials: appleCredentials(), stateMatches: true } });
    await kit.reject('signInAndUp', code === undefined ? new TypeError('Failed to fetch') : apiError(code));
    expect(kit.calls.showMessage).toEqual([{ message: signInTexts.generic }]);
    await kit.resolve('showMessage', true);
    expect(kit.actor.getSnapshot().value).toBe('idle');
  });
});

describe('Apple sign-in', () => {
  it('signs in with the popup’s credentials, name included', async () => {
    const kit = started();
    kit.actor.send({ type: 'signIn.start', provider: 'apple' });
    await kit.resolve('authorizeApple', appleCredentials());
    expect(kit.calls.signInAndUp).toEqual([{ credentials: appleCredentials() }]);
  });

  it.each(['user_cancelled_authorize', 'popup_closed_by_user'])('%s is silent and stays on the login page', async (error) => {
    const kit = started();
    kit.actor.send({ type: 'signIn.start', provider: 'apple' });
    await kit.reject('authorizeApple', { error });
    expect(kit.actor.getSnapshot().value).toBe('idle');
    expect(kit.calls.showMessage).toHaveLength(0);
  });

  it('other popup errors show the login failure message', async () => {
    const kit = started();
    kit.actor.send({ type: 'signIn.start', provider: 'apple' });
    await kit.reject('authorizeApple', { error: 'popup_blocked_by_browser_and_failed' });
    expect(kit.calls.showMessage).toEqual([{ message: signInTexts.providerFailed }]);
  });

  it('a redirect back with an Apple error other than cancel shows the login failure message', () => {
    const kit = started();
    kit.actor.send({ type: 'signIn.returned', result: { kind: 'error', error: 'invalid_request' } });
    expect(kit.calls.showMessage).toEqual([{ message: signInTexts.providerFailed }]);
  });
});
