/**
 * Which part of a suggestion matches what was typed, for the bold highlight. Mirrors the server's
 * matching (docs/api.md "GET /api/v2/display/search"): spaces are ignored, letters compare without
 * case, and an initial consonant (초성, 'ㄸ') matches any syllable that starts with it ('딸').
 */

import { initialOf as initialOrSelf, isInitialConsonant, isSyllable } from '../../../contract/hangul';

/** The initial consonant of a Hangul syllable ('딸' → 'ㄸ'), or undefined for any other character. */
export function initialOf(char: string): string | undefined {
  return isSyllable(char) ? initialOrSelf(char) : undefined;
}

const isInitial = isInitialConsonant;

function matches(textChar: string, queryChar: string): boolean {
  if (textChar.toLowerCase() === queryChar.toLowerCase()) return true;
  return isInitial(queryChar) && initialOf(textChar) === queryChar;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut into parts, the first stretch matching `query` marked (spaces inside the stretch
 * included). No match: the whole text, unmarked.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const wanted = [...query.replace(/\s+/g, '')];
  const chars = [...text];
  // positions of the non-space characters of `text`
  const positions = chars.flatMap((char, index) => (/\s/.test(char) ? [] : [index]));
  const letters = positions.map((index) => chars[index] ?? '');
  if (wanted.length > 0) {
    for (let start = 0; start + wanted.length <= letters.length; start += 1) {
      if (wanted.every((char, offset) => matches(letters[start + offset] ?? '', char))) {
        const from = positions[start] ?? 0;
        const to = (positions[start + wanted.length - 1] ?? 0) + 1;
        return [
          { text: chars.slice(0, from).join(''), match: false },
          { text: chars.slice(from, to).join(''), match: true },
          { text: chars.slice(to).join(''), match: false },
        ].filter((part) => part.text !== '');
      }
    }
  }
  return [{ text, match: false }];
}
