import { formatFullDate, formatTime } from '../../ui/date';
import { groupDigits } from '../../ui/number';

/**
 * How 별 and their dates read (Korean, on Korea's calendar whatever the device's zone): numbers
 * with thousands separators, signed history amounts, '2025년 3월 10일 09:12'.
 */

/** what stands for a number the app could not load (SPEC.md §7: swallowed failures) */
export const PLACEHOLDER = '-';

/** 1425 → '1,425'; undefined → '-' */
export function formatCount(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? PLACEHOLDER : groupDigits(value);
}

/** A history row's amount with its direction: '+10', '−1,000' (a true minus sign). */
export function signedAmount(type: 'EARNED' | 'SPENT', amount: number): string {
  return `${type === 'EARNED' ? '+' : '−'}${groupDigits(Math.abs(amount))}`;
}

/** The same for screen readers: '10개 적립', '1,000개 사용' */
export function spokenAmount(type: 'EARNED' | 'SPENT', amount: number): string {
  return `별 ${groupDigits(Math.abs(amount))}개 ${type === 'EARNED' ? '적립' : '사용'}`;
}

/** '2025년 3월 10일 09:12' (KST); '' for an unreadable value */
export function formatDateTimeKo(value: string | Date): string {
  const day = formatFullDate(value);
  return day && `${day} ${formatTime(value)}`;
}

/** '2025년 3월 10일' (KST); '' for an unreadable value */
export function formatDateKo(value: string | Date): string {
  return formatFullDate(value);
}

/** '새싹이에요', '열매예요': the copula after a Korean word, by whether its last syllable has a final consonant. */
export function withCopula(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  const hangul = last >= 0xac00 && last <= 0xd7a3;
  return `${word}${hangul && (last - 0xac00) % 28 !== 0 ? '이에요' : '예요'}`;
}
