import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { ApiError, ErrorCode, errorResponse } from './errors';

/**
 * The one validation layer of the API (docs/api.md "Input validation and limits"): every path
 * parameter, query value, header and JSON body a route reads goes through a valibot schema here.
 * A violation answers HTTP 400 with the catalogue body: code 10 when a required value is missing
 * (absent, null or blank), 13 when it is out of range (too long, too large, too many), 12 for
 * anything else (wrong type or format), each with a Korean message naming the field.
 *
 * The schemas below are the building blocks: `text`, `digits`, `integer`, `id`, `oneOf`, `flag`.
 * A message we give them may name the field as `{field}`; it is filled in from where the issue is.
 */

/** The largest PostgreSQL `integer` (int4): every id column of the schema is one. */
export const INT4_MAX = 2_147_483_647;
/** JSON request bodies: at most 1 MiB, refused with 413 before they are read (bodyLimits). */
export const JSON_BODY_LIMIT = 1_048_576;
/** Image uploads (multipart/form-data): at most 10 MiB per request. */
export const IMAGE_UPLOAD_LIMIT = 10 * 1_048_576;

type AnySchema = v.GenericSchema;

// --- issues to catalogue errors --------------------------------------------------------------

const OUT_OF_RANGE_TYPES = new Set(['min_value', 'max_value', 'max_length', 'max_items', 'max_bytes', 'max_size', 'max_graphemes', 'max_words']);
const HANGUL = /[가-힣]/;

function fieldOf(issue: v.BaseIssue<unknown>, base: string | undefined): string {
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string => typeof key === 'string');
  return keys.at(-1) ?? base ?? '요청 값';
}

/** A required value that is not there: absent, null, or an empty string where a number or choice was due. */
function isMissing(issue: v.BaseIssue<unknown>): boolean {
  if (issue.type === 'non_empty') return true;
  return issue.kind === 'schema' && (issue.input === undefined || issue.input === null || issue.input === '');
}

export function issueError(issue: v.BaseIssue<unknown>, base?: string): ApiError {
  const field = fieldOf(issue, base);
  const code = isMissing(issue) ? ErrorCode.MissingRequiredValue : OUT_OF_RANGE_TYPES.has(issue.type) ? ErrorCode.OutOfRange : ErrorCode.NotMatched;
  // our own messages are Korean; valibot's defaults (English) give way to the catalogue's wording
  const message = HANGUL.test(issue.message) ? issue.message.replaceAll('{field}', field) : defaultMessage(code, field, issue);
  return new ApiError(code, { message });
}

function defaultMessage(code: ErrorCode, field: string, issue: v.BaseIssue<unknown>): string {
  if (code === ErrorCode.MissingRequiredValue) return `${field} 값이 필요해요.`;
  if (code === ErrorCode.OutOfRange) {
    const limit = typeof issue.requirement === 'number' ? issue.requirement : undefined;
    if (limit !== undefined && issue.type === 'max_length') return `${field} 값은 ${limit}자를 넘을 수 없어요.`;
    if (limit !== undefined && issue.type === 'max_items') return `${field} 값은 ${limit}개까지 보낼 수 있어요.`;
    if (limit !== undefined && issue.type === 'max_value') return `${field} 값은 ${limit} 이하여야 해요.`;
    if (limit !== undefined && issue.type === 'min_value') return `${field} 값은 ${limit} 이상이어야 해요.`;
    return `${field} 값이 허용된 범위를 벗어났어요.`;
  }
  return `${field} 값의 형식이 올바르지 않아요.`;
}

/** Parses `input` with `schema`; the first issue becomes the ApiError (codes 10, 12, 13). */
export function validate<S extends AnySchema>(schema: S, input: unknown, name?: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw issueError(issue, name);
}

// --- building blocks -------------------------------------------------------------------------

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
export function list<S extends v.GenericSchema<string, unknown>>(item: S, max = 20) {
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

// --- reading a request -----------------------------------------------------------------------

/** A path parameter. Hono has decoded it; the route's own pattern (`{[0-9]+}`) ran before. */
export function param<S extends AnySchema>(c: Context, name: string, schema: S): v.InferOutput<S> {
  return validate(schema, c.req.param(name), name);
}

/**
 * The query as an object for `schema`: each value trimmed, blank ones left out, a repeated
 * parameter as an array (a schema of one value refuses it with code 12; `list` takes it).
 */
function queryInput(c: Context): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    const given = values.map((value) => value.trim()).filter((value) => value !== '');
    if (given.length > 0) input[name] = given.length === 1 ? (given[0] ?? '') : given;
  }
  return input;
}

/** The whole query through an object schema (unknown parameters are ignored). */
export function query<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return validate(schema, queryInput(c));
}

/** One query parameter through `schema` (absent or blank: undefined). */
export function queryParam<S extends AnySchema>(c: Context, name: string, schema: S): v.InferOutput<S> {
  return validate(schema, queryInput(c)[name], name);
}

/** A request header (trimmed; absent or blank: undefined). */
export function header<S extends AnySchema>(c: Context, name: string, schema: S): v.InferOutput<S> {
  const value = c.req.header(name)?.trim();
  return validate(schema, value === '' ? undefined : value, name);
}

/**
 * The JSON body through an object schema. An empty body is code 10, or `{}` with `optional`
 * (calls whose every field is optional); unreadable JSON or a body that is not an object is 12.
 * bodyLimits has already refused a body over JSON_BODY_LIMIT.
 */
export async function jsonBody<S extends AnySchema>(c: Context, schema: S, options: { optional?: boolean } = {}): Promise<v.InferOutput<S>> {
  const raw = await c.req.text();
  let value: unknown;
  if (raw.trim() === '') {
    if (!options.optional) throw new ApiError(ErrorCode.MissingRequiredValue, { message: '요청 본문이 필요해요.' });
    value = {};
  } else {
    try {
      value = JSON.parse(raw) as unknown;
    } catch (cause) {
      throw new ApiError(ErrorCode.NotMatched, { message: '요청 본문을 읽을 수 없어요. JSON 형식을 확인해 주세요.', cause });
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(ErrorCode.NotMatched, { message: '요청 본문은 JSON 객체여야 해요.' });
  }
  return validate(schema, value);
}

// --- body limits -----------------------------------------------------------------------------

function tooLarge(limit: number): MiddlewareHandler {
  const megabytes = limit / 1_048_576;
  return bodyLimit({
    maxSize: limit,
    onError: (c) => errorResponse(c, new ApiError(ErrorCode.OutOfRange, { status: 413, message: `요청 본문은 ${megabytes}MB를 넘을 수 없어요.` })),
  });
}

/** 413 code 13 for a JSON (or any non-upload) body over 1 MiB, before it is read. */
export const jsonBodyLimit: MiddlewareHandler = tooLarge(JSON_BODY_LIMIT);
/** 413 code 13 for an image upload over 10 MiB; an upload route mounts it (bodyLimits already does for multipart). */
export const imageUploadLimit: MiddlewareHandler = tooLarge(IMAGE_UPLOAD_LIMIT);

/**
 * Mounted once for /api (app.ts): multipart/form-data (image uploads) may carry up to
 * IMAGE_UPLOAD_LIMIT, every other body up to JSON_BODY_LIMIT. Content-Length over the limit is
 * refused without reading; a chunked body is refused as soon as it passes the limit.
 */
export const bodyLimits: MiddlewareHandler = (c, next) => {
  const multipart = c.req.header('Content-Type')?.trim().toLowerCase().startsWith('multipart/form-data') ?? false;
  return (multipart ? imageUploadLimit : jsonBodyLimit)(c, next);
};
