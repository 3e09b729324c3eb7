/**
 * The oracle of the social sign-in's model tests (issue 26 §3): where a sign-in must be after each
 * event and what its dialog says, written from SPEC.md §4 (the callbacks), §5 (Naver's required
 * items, the minimum age) and §8 (which failures are silent, which show the server's message), not
 * from the machine. The machine's model test (social-sign-in.model.test.ts) and the screens' test
 * (src/features/auth/sign-in-screens.model.test.tsx) compare against it.
 *
 * Resting states: idle, redirecting (the page leaves for the provider), authorizingApple,
 * fetchingNaverProfile, askingConsent, signingIn, failed (a dialog), signedIn.
 */
import type { OracleRow } from '../test-support/oracle';
import { signInTexts } from './social-sign-in.types';

export interface SignInFacts {
  /** the text of the dialog on screen (failed) */
  message: string | null;
  /** Naver's consent screen was asked for again (SPEC.md §5: the consent prompt repeats) */
  reprompt: boolean;
}

export const signInStart = () => ({ state: 'idle', facts: { message: null, reprompt: false } as SignInFacts });

const say = (message: string) => (f: SignInFacts): SignInFacts => ({ ...f, message });
const back = (): SignInFacts => ({ message: null, reprompt: false });

/** the server's message of the prohibited sign-up the model answers with (code 83) */
export const PROHIBITED_MESSAGE = '가입이 제한된 계정이에요.';
/** the server's rate limit's message the model answers with (429, code 13: issue 27) */
export const RATE_LIMIT_MESSAGE = '로그인 시도가 너무 많아요. 1분 뒤에 다시 시도해 주세요.';

export const signInOracleRows: readonly OracleRow<SignInFacts>[] = [
  // on /login
  { in: 'idle', on: 'start: naver', go: 'redirecting', set: (f) => ({ ...f, reprompt: false }), spec: "§1 login with the Korean web portal: its consent screen" },
  { in: 'idle', on: 'start: apple', go: 'authorizingApple', spec: '§8 Apple sign-in: the provider popup' },
  { in: 'authorizingApple', on: 'apple: authorized', go: 'signingIn', spec: '§7 POST signin-and-up (channelType 1002)' },
  { in: 'authorizingApple', on: 'apple: popup closed', go: 'idle', set: back, spec: '§8 user-cancelled or popup-closed: nothing shown' },
  { in: 'authorizingApple', on: 'apple: failed', go: 'failed', set: say(signInTexts.providerFailed), spec: "§8 other provider popup errors: '잠시 문제가 있어 로그인을 하지 못했습니다. …'" },

  // on the callback pages (/login-landing, /login-landing-apple)
  { in: 'idle', on: 'return: cancelled', go: 'idle', set: back, spec: '§8 the shopper cancelled: silent' },
  { in: 'idle', on: ['return: provider error', 'return: state mismatch'], go: 'failed', set: say(signInTexts.providerFailed), spec: '§8 provider errors; decisions: a state that does not match is refused' },
  { in: 'idle', on: 'return: naver', go: 'fetchingNaverProfile', spec: '§5 Naver sign-in: email, gender, birth year and mobile are required' },
  { in: 'idle', on: 'return: apple', go: 'signingIn', spec: '§4 /login-landing-apple (Apple callback)' },
  { in: 'fetchingNaverProfile', on: 'naver profile: complete', go: 'signingIn', spec: '§7 POST signin-and-up (channelType 1001)' },
  { in: 'fetchingNaverProfile', on: 'naver profile: an item missing', go: 'askingConsent', spec: "§5 a confirm says '필수 제공 항목에 모두 체크를 하셔야 가입이 완료됩니다.'" },
  { in: 'fetchingNaverProfile', on: 'naver profile: under 14', go: 'failed', set: say(signInTexts.underAge), spec: '§5 minimum age: birth year below current year minus 15' },
  { in: 'fetchingNaverProfile', on: 'naver profile: failed', go: 'failed', set: say(signInTexts.generic), spec: '§8 Naver sign-in: others the generic message' },
  { in: 'askingConsent', on: 'consent: again', go: 'redirecting', set: (f) => ({ ...f, reprompt: true }), spec: '§5 the consent prompt repeats if accepted' },
  { in: 'askingConsent', on: ['consent: cancel', 'consent: gone'], go: 'idle', set: back, spec: '§5 not accepted: back to the login page' },

  // the market's sign-in call
  { in: 'signingIn', on: 'sign-in: ok', go: 'signedIn', spec: '§7 returns the tokens; a first sign-in goes to /sign-up' },
  { in: 'signingIn', on: 'sign-in: 83', go: 'failed', set: say(PROHIBITED_MESSAGE), spec: "§8 83 and 84 show the server's message" },
  { in: 'signingIn', on: 'sign-in: too many', go: 'failed', set: say(RATE_LIMIT_MESSAGE), spec: "issue 27: the rate limit's answer (429, code 13) is the server's message, which says when to try again" },
  { in: 'signingIn', on: 'sign-in: 81', go: 'failed', set: say(signInTexts.generic), spec: "§8 other failures show '잠시 문제가 있어 페이지를 표시하지 못했습니다. …'" },
  { in: 'failed', on: ['message: closed', 'message: gone'], go: 'idle', set: back, spec: '§8 Naver sign-in: the window then closes (back to /login)' },
];
