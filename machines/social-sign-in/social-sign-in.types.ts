import type { SignInResult } from '../session/session.types';

/** Social sign-in of SPEC.md §4, §5, §7 and §8: Naver (channelType 1001) and Apple (1002). */
export type SocialProvider = 'naver' | 'apple';

export const ChannelTypeOf = { naver: 1001, apple: 1002 } as const;

/** What a provider handed back: the social token for POST /api/v2/auth/social/signin-and-up. */
export interface SocialCredentials {
  provider: SocialProvider;
  socialToken: string;
  /** the `state` sent to the provider, checked on return */
  state: string;
  /** Apple tells the name on the first authorisation only */
  name?: string;
}

/**
 * What the callback page read from the provider's redirect. The page compares `state` with the
 * stored one (the machine has no storage), and tells whether the provider reported an error.
 */
export type ProviderReturn =
  | { kind: 'authorized'; credentials: SocialCredentials; stateMatches: boolean }
  | { kind: 'error'; error: string };

/** The items of Naver's /v1/nid/me the market needs; missing = not agreed on the consent screen. */
export interface NaverProfile {
  email?: string | null;
  gender?: string | null;
  birthyear?: string | null;
  mobile?: string | null;
}

export type SocialSignInResult = SignInResult;

/** Texts of SPEC.md §5 and §8, defined once. */
export const signInTexts = {
  consentRequired: '필수 제공 항목에 모두 체크를 하셔야 가입이 완료됩니다.',
  underAge: '14세 미만 회원은 보호자의 동의 후 가입이 가능합니다. 자세한 문의는 고객센터로 연락주세요.',
  /** any failure of the sign-in call other than 83/84 */
  generic: '잠시 문제가 있어 페이지를 표시하지 못했습니다. 조금 뒤에 다시 시도해보세요.',
  /** a provider popup error other than user-cancelled or popup-closed */
  providerFailed: '잠시 문제가 있어 로그인을 하지 못했습니다. 조금 뒤에 다시 시도해보세요.',
} as const;

/** SPEC.md §5: birth year must be below current year minus 15. */
export const MINIMUM_AGE_YEARS = 15;

/** Provider errors the shopper caused: silent (SPEC.md §8). */
export const SILENT_PROVIDER_ERRORS: readonly string[] = ['user_cancelled_authorize', 'popup_closed_by_user', 'access_denied'];

/** SPEC.md §8: 83 and 84 (sign-up prohibited) show the server's message. */
export const PROHIBITED_CODES: readonly number[] = [83, 84];
