import * as v from 'valibot';
import { INT4_MAX, QUERY_LIST_MAX } from './rules';

/**
 * The building blocks of every request schema (issue 26: the server validates its input with them,
 * and the app may check a form with the same ones). Each issue message is Korean and may name the
 * field as `{field}`: the server fills it in from where the issue is, and maps the issue to a code
 * of the catalogue (server/validation.ts): a missing value 10, out of range 13, anything else 12.
 */

type AnySchema = v.GenericSchema;

const TAB = 0x09;
const NEWLINE = 0x0a;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether the text holds a C0 control character (U+0000–U+001F; tab and newline allowed when
 * `multiline`) or a lone UTF-16 surrogate. PostgreSQL refuses NUL in text outright.
 */
function hasControl(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit < 0x20 && !(multiline && (unit === TAB || unit === NEWLINE))) return true;
  }
  return LONE_SURROGATE.test(value);
}

export interface TextRule {
  /** the most characters (UTF-16 units), after trimming; longer is code 13 */
  readonly max: number;
  /** the form the trimmed text must have; otherwise code 12 */
  readonly pattern?: RegExp;
  /** a Korean message for a text that does not match `pattern` (`{field}` names the field) */
  readonly patternMessage?: string;
  /** tab and newline are allowed (other control characters never are) */
  readonly multiline?: boolean;
}

/**
 * A string, trimmed: blank is missing (code 10), control characters or a wrong pattern 12, more
 * than `max` characters 13. Wrap it in `optional` for an optional value.
 */
export function text(rule: TextRule) {
  const multiline = rule.multiline ?? false;
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('{field} 값이 필요해요.'),
    v.check((value: string) => !hasControl(value, multiline), '{field} 값에 쓸 수 없는 문자가 들어 있어요.'),
    v.maxLength(rule.max, `{field} 값은 ${rule.max}자를 넘을 수 없어요.`),
    v.regex(rule.pattern ?? /^/, rule.patternMessage ?? '{field} 값의 형식이 올바르지 않아요.'),
  );
}

/**
 * An optional value: absent, null (and, for texts, blank) are undefined. Anything else must pass
 * `schema`.
 */
export function optional<S extends AnySchema>(schema: S) {
  // the outer optional lets an object key be absent; the pipe turns null and blank into absent
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)),
      v.optional(schema),
    ),
  );
}

const rangeMessage = (min: number, max: number) => `{field} 값은 ${min}에서 ${max} 사이여야 해요.`;

/** A whole number in a JSON body, min to max inclusive (code 12 when not a whole number, 13 out of range). */
export function integer(min: number, max: number) {
  return v.pipe(
    v.number('{field} 값은 숫자여야 해요.'),
    v.integer('{field} 값은 정수여야 해요.'),
    v.minValue(min, rangeMessage(min, max)),
    v.maxValue(max, rangeMessage(min, max)),
  );
}

/** A whole number written in digits (a query value or path parameter), min to max inclusive. */
export function digits(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, '{field} 값은 숫자여야 해요.'),
    v.transform(Number),
    v.minValue(min, rangeMessage(min, max)),
    v.maxValue(max, rangeMessage(min, max)),
  );
}

/**
 * An id of an int4 column: 1 to 2,147,483,647. In a body a number; with `text: true` also a
 * string of digits (what some clients send).
 */
export function id(options: { text?: boolean } = {}) {
  const number = v.number('{field} 값의 형식이 올바르지 않아요.');
  const schema = options.text ? v.union([number, v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], '{field} 값의 형식이 올바르지 않아요.') : number;
  return v.pipe(schema, v.integer('{field} 값의 형식이 올바르지 않아요.'), v.minValue(1, rangeMessage(1, INT4_MAX)), v.maxValue(INT4_MAX, rangeMessage(1, INT4_MAX)));
}

/** One of the listed values (code 12 otherwise, naming them). */
export function oneOf<const T extends readonly (string | number)[]>(values: T) {
  return v.picklist(values, `{field} 값은 ${values.join(', ')} 중 하나여야 해요.`);
}

/** true or false. */
export function flag() {
  return v.boolean('{field} 값은 true 또는 false여야 해요.');
}

/**
 * A list given as comma-separated values and/or a repeated parameter (`a,b` or `x=a&x=b`): each
 * trimmed, blanks dropped, duplicates merged, at most `max` values, each passing `item`.
 */
export function list<S extends v.GenericSchema<string, unknown>>(item: S, max = QUERY_LIST_MAX) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())], '{field} 값의 형식이 올바르지 않아요.'),
    v.transform((value: string | string[]) =>
      [value]
        .flat()
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
    v.maxLength(max, `{field} 값은 ${max}개까지 보낼 수 있어요.`),
    v.array(item),
    v.transform((values) => [...new Set(values)]),
  );
}

