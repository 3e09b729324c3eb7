/**
 * Route param parsers. A parser that returns `false` makes TanStack Router treat the path as not
 * matching, so `/deal/12a` falls through to the not-found handler and ends on /404 (SPEC.md §5).
 */
const DIGITS = /^\d{1,18}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

type Raw<K extends string> = { [P in K]: string };
type Parsed<K extends string> = { [P in K]: string };

function build<K extends string>(keys: readonly K[], pattern: RegExp) {
  return {
    parse: (raw: Raw<K>): Parsed<K> | false => (keys.every((key) => pattern.test(raw[key])) ? raw : false),
    stringify: (params: Parsed<K>): Raw<K> => params,
  };
}

/** Required params that must be digits only (ids). Values stay strings: ids can exceed 2^53. */
export const digitParams = <K extends string>(...keys: K[]) => build(keys, DIGITS);

/** Required params that are codes: letters, digits, '-' and '_'. */
export const codeParams = <K extends string>(...keys: K[]) => build(keys, CODE);

type OptionalRaw<K extends string> = { [P in K]?: string | undefined };

function buildOptional<K extends string>(keys: readonly K[], pattern: RegExp) {
  return {
    parse: (raw: OptionalRaw<K>): OptionalRaw<K> | false =>
      keys.every((key) => raw[key] === undefined || pattern.test(raw[key])) ? raw : false,
    stringify: (params: OptionalRaw<K>): OptionalRaw<K> => params,
  };
}

export const optionalDigitParams = <K extends string>(...keys: K[]) => buildOptional(keys, DIGITS);
export const optionalCodeParams = <K extends string>(...keys: K[]) => buildOptional(keys, CODE);

/** A calendar date as YYYY-MM-DD or YYYYMMDD that exists. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateParams = {
  parse: (raw: { date: string }): { date: string } | false => (isCalendarDate(raw.date) ? raw : false),
  stringify: (params: { date: string }) => params,
};
