/**
 * Time on the server: one injectable clock (tests move it instead of sleeping) and the one
 * date-time format the API sends, ISO 8601 in Korea Standard Time.
 */

/** The current time. Everything that compares against "now" takes it from here. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `2025-03-01T14:30:00+09:00`: the instant in Korea Standard Time (no DST), whole seconds. */
export function toKstIso(date: Date): string {
  const kst = new Date(Math.floor(date.getTime() / 1000) * 1000 + KST_OFFSET_MS);
  return `${kst.toISOString().slice(0, 19)}+09:00`;
}

/** The calendar year in Korea at that instant. */
export function kstYear(date: Date): number {
  return new Date(date.getTime() + KST_OFFSET_MS).getUTCFullYear();
}

/** Whole seconds since the epoch, as JWT claims count them. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
