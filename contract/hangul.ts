/**
 * Korean text for search: initial consonants (초성) by Hangul syllable arithmetic, and the one
 * normalisation that the database columns (products.search_text / chosung) and the queries share.
 *
 * A precomposed syllable is U+AC00 + (initial × 21 + medial) × 28 + final; its initial is one of
 * the 19 consonants below. Shoppers type initials with compatibility jamo (U+3131–U+314E), so
 * initials are written as those.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;

/** the 19 initial consonants in Unicode order, as compatibility jamo */
export const INITIALS = ['ㄱ', 'ㄲ', 'ㄴ', 'ㄷ', 'ㄸ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅃ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅉ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'] as const;

const INITIAL_SET = new Set<string>(INITIALS);

export function isSyllable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** A consonant a shopper can type as an initial (ㄱ … ㅎ, including the double ones). */
export function isInitialConsonant(char: string): boolean {
  return INITIAL_SET.has(char);
}

/** The initial consonant of a syllable; any other character is returned as it is. */
export function initialOf(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return char;
  return INITIALS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)] ?? char;
}

/**
 * Lower case, NFC (so decomposed input from some keyboards becomes syllables), without
 * whitespace: '논산 설향 딸기' and '논산설향딸기' are the same text to search.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** The text with each syllable replaced by its initial: '설향 딸기 500g' → 'ㅅㅎㄸㄱ500g'. */
export function chosungOf(text: string): string {
  return Array.from(normalizeSearchText(text), initialOf).join('');
}

/** Only initial consonants ('ㄸㄱ'): matched against initials alone. */
export function isChosungQuery(token: string): boolean {
  const chars = Array.from(normalizeSearchText(token));
  return chars.length > 0 && chars.every(isInitialConsonant);
}

/** Initials mixed with syllables ('딸ㄱ', typed half-way): matched on both columns. */
export function hasInitialConsonant(token: string): boolean {
  return Array.from(normalizeSearchText(token)).some(isInitialConsonant);
}

/**
 * How one search token is matched, the same in SQL and in JS:
 * - `text`: the normalised token must occur in the normalised text (no initial consonant typed);
 * - `chosung`: the token's initials must occur in the text's initials; with `textParts`, the
 *   syllables typed must also occur in the text ('딸ㄱ': '딸' in the text and 'ㄸㄱ' in its initials).
 */
export interface TokenMatcher {
  readonly text?: string;
  readonly chosung?: string;
  readonly textParts: readonly string[];
}

export function tokenMatcher(token: string): TokenMatcher {
  const normalized = normalizeSearchText(token);
  if (!hasInitialConsonant(normalized)) return { text: normalized, textParts: [] };
  const textParts = normalized.split(/[ㄱ-ㅎ]+/u).filter((part) => part !== '');
  return { chosung: chosungOf(normalized), textParts };
}

/** The tokens of a search keyword: split at whitespace, at most `max`, each non-empty. */
export function searchTokens(keyword: string, max = 5): string[] {
  return keyword
    .normalize('NFC')
    .split(/\s+/)
    .map((token) => normalizeSearchText(token))
    .filter((token) => token !== '')
    .slice(0, max);
}

/** Does `text` match every token of `keyword` (the JS twin of the SQL search)? */
export function matchesKeyword(text: string, keyword: string): boolean {
  const normalized = normalizeSearchText(text);
  const initials = chosungOf(text);
  const tokens = searchTokens(keyword);
  return (
    tokens.length > 0 &&
    tokens.every((token) => {
      const matcher = tokenMatcher(token);
      if (matcher.text !== undefined) return normalized.includes(matcher.text);
      return initials.includes(matcher.chosung ?? '') && matcher.textParts.every((part) => normalized.includes(part));
    })
  );
}

/**
 * Where a keyword starts in a text, for ranking suggestions: 0 is a prefix match, a larger number
 * a later one, Infinity no match. Only the first token is considered.
 */
export function matchPosition(text: string, keyword: string): number {
  const [token] = searchTokens(keyword);
  if (token === undefined) return Number.POSITIVE_INFINITY;
  const matcher = tokenMatcher(token);
  const index =
    matcher.text !== undefined ? normalizeSearchText(text).indexOf(matcher.text) : chosungOf(text).indexOf(matcher.chosung ?? '');
  return index < 0 ? Number.POSITIVE_INFINITY : index;
}

/** Whether the word ends in a syllable with a final consonant (받침): '딸기' no, '사과농원' yes. */
export function hasFinalConsonant(word: string): boolean {
  const last = Array.from(word.trim()).pop() ?? '';
  if (!isSyllable(last)) return false;
  return ((last.codePointAt(0) ?? 0) - SYLLABLE_FIRST) % 28 !== 0;
}

/** The word with the right particle: withParticle('딸기', '을', '를') → '딸기를'. */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  return `${word}${hasFinalConsonant(word) ? afterConsonant : afterVowel}`;
}
