import { normalizeSearchText } from '../../contract/hangul';

/**
 * Words the community refuses in titles, bodies and replies (docs/api.md "Community", Writing):
 * swearing, and the usual spam of Korean boards (gambling, loans, messenger contact bait). A word
 * matches inside other text and across spaces and case ('시 발', 'TOTO사이트'), as people dodge
 * filters that way. Kept short and unambiguous so everyday cooking talk never trips it.
 */
export const BANNED_WORDS: readonly string[] = [
  '시발',
  '씨발',
  'ㅅㅂ',
  'ㅆㅂ',
  '병신',
  'ㅂㅅ',
  '개새끼',
  '좆',
  '존나',
  '미친년',
  '미친놈',
  '닥쳐',
  '토토사이트',
  '바카라',
  '카지노',
  '불법대출',
  '작업대출',
  '텔레그램문의',
  '카톡문의',
  '오픈채팅문의',
  '성인방송',
];

const NORMALIZED = BANNED_WORDS.map((word) => ({ word, key: normalizeSearchText(word) }));

/** The banned words the text holds, in list order (none: an empty list). */
export function bannedWordsIn(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return NORMALIZED.filter(({ key }) => normalized.includes(key)).map(({ word }) => word);
}

export function bannedWordsMessage(words: readonly string[]): string {
  return `사용할 수 없는 단어가 포함되어 있어요: ${words.join(', ')}`;
}
