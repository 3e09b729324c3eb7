import { formatFullDate } from '../../ui/date';

/**
 * Client rules and formats of the account screens. The nickname rules mirror the server's
 * (docs/api.md "Nickname rules", server/members/nickname.ts) for what can be told at once: length
 * and characters. Banned words and nicknames already taken are the server's to say (its list can
 * change without a release), through the debounced validation call.
 */

export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 10;

export const nicknameMessages = {
  empty: '닉네임을 입력해 주세요.',
  length: `닉네임은 ${NICKNAME_MIN_LENGTH}~${NICKNAME_MAX_LENGTH}자로 입력해 주세요.`,
  characters: '닉네임은 한글, 영문, 숫자만 쓸 수 있어요. 띄어쓰기, 특수문자, 자음이나 모음만 쓰기는 안 돼요.',
  unchanged: '지금 쓰고 있는 닉네임이에요.',
  available: '사용할 수 있는 닉네임이에요.',
} as const;

/** Hangul syllables (가–힣), Latin letters and digits: no lone consonants or vowels (ㅋㅋ), no spaces or symbols. */
const NICKNAME_CHARACTERS = /^[가-힣a-zA-Z0-9]+$/;

/** The first rule the nickname breaks, in Korean, as the server words it; undefined when it may be asked. */
export function nicknameProblem(nickName: string): string | undefined {
  if (nickName === '') return nicknameMessages.empty;
  const length = [...nickName].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) return nicknameMessages.length;
  if (!NICKNAME_CHARACTERS.test(nickName)) return nicknameMessages.characters;
  return undefined;
}

// the 010 number rules are shared with the login page's account finder (src/ui/cellphone.ts)
export { CELLPHONE_MESSAGES, cellphoneProblem, formatCellphoneInput } from '../../ui/cellphone';

/** '2025년 3월 1일', on Korea's calendar whatever the device's zone; '' for a value that is not a date. */
export function formatKoreanDate(value: string | Date): string {
  return formatFullDate(value);
}

/** '2025년 3월 1일 가입' */
export function signUpText(signUpDt: string | null): string {
  const day = signUpDt === null ? '' : formatKoreanDate(signUpDt);
  return day === '' ? '' : `${day} 가입`;
}

/** How the member signs in, from what the sign-in stored (localStorage socialLoginPlatform). */
export function socialPlatformLabel(stored: string | null): string | null {
  if (stored === 'naver') return '네이버';
  if (stored === 'apple') return 'Apple';
  return null;
}
