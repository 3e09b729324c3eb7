import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { IMAGE_UPLOAD_LIMIT, JSON_BODY_LIMIT } from '../contract/rules';
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

/** JSON bodies at most 1 MiB, refused with 413 before they are read (bodyLimits); uploads 10 MiB. */
export { IMAGE_UPLOAD_LIMIT, INT4_MAX, JSON_BODY_LIMIT } from '../contract/rules';
export { digits, flag, id, integer, list, oneOf, optional, text, type TextRule } from '../contract/input';

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

/**
 * The route's query validator: the whole query through `schema` (a query schema of contract/, the
 * one the OpenAPI document shows for the route), before the handler runs; the handler reads the
 * result with `c.req.valid('query')`. A violation answers code 10, 12 or 13 as `query` does.
 */
export function validQuery<S extends AnySchema>(schema: S) {
  return validator('query', (_value, c): v.InferOutput<S> => query(c, schema));
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
