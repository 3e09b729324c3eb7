/**
 * A moment on Korea's calendar and clock (KST), whatever the device's zone.
 *
 * Korea keeps UTC+9 all year (no daylight saving since 1988), so this is arithmetic rather than
 * `Intl.DateTimeFormat` with `timeZone: 'Asia/Seoul'`: the first Intl object a page makes loads the
 * browser's locale and zone data, 30–70 ms on a slow phone (4× CPU) in the middle of the first
 * screen's start (issue 14, docs/decisions.md). kst.test.ts checks it against Intl.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

export interface KstParts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  /** '월' … '일', as Korean writes the day of the week short */
  readonly weekday: (typeof WEEKDAYS)[number];
  /** '00'–'23' */
  readonly hour: string;
  /** '00'–'59' */
  readonly minute: string;
}

/** null for a value that is not a date */
export function kstParts(value: string | Date): KstParts | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const kst = new Date(time + KST_OFFSET_MS);
  return {
    year: kst.getUTCFullYear(),
    month: kst.getUTCMonth() + 1,
    day: kst.getUTCDate(),
    weekday: WEEKDAYS[kst.getUTCDay()] ?? '일',
    hour: String(kst.getUTCHours()).padStart(2, '0'),
    minute: String(kst.getUTCMinutes()).padStart(2, '0'),
  };
}
