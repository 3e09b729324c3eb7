import type { Context } from 'hono';
import { ApiError, ErrorCode } from './errors';

/**
 * Reading request input with catalogue errors: a missing value is code 10, a malformed one 12,
 * one out of range 13, each with a Korean message naming the field.
 */

interface TextRule {
  readonly pattern?: RegExp;
  readonly maxLength?: number;
}

/** An optional query parameter; an empty value counts as absent. */
export function optionalQuery(c: Context, name: string, rule: TextRule = {}): string | undefined {
  return checkText(name, c.req.query(name)?.trim() || undefined, rule);
}

export function requiredQuery(c: Context, name: string, rule: TextRule = {}): string {
  const value = optionalQuery(c, name, rule);
  if (value === undefined) throw missing(name);
  return value;
}

/** The JSON body as `unknown` (validate it before use); an unreadable body is code 12. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch (cause) {
    throw new ApiError(ErrorCode.NotMatched, { message: '요청 본문을 읽을 수 없어요. JSON 형식을 확인해 주세요.', cause });
  }
}

/** A request header; an empty value counts as absent. Longer than `maxLength` is code 13. */
export function optionalHeader(c: Context, name: string, rule: TextRule = {}): string | undefined {
  return checkText(name, c.req.header(name)?.trim() || undefined, rule);
}

export function requiredHeader(c: Context, name: string, rule: TextRule = {}): string {
  const value = optionalHeader(c, name, rule);
  if (value === undefined) throw missing(name);
  return value;
}

export type JsonObject = Readonly<Record<string, unknown>>;

/**
 * The JSON body as an object (code 12 when it is not one). An empty body is code 10, or `{}`
 * with `optional` (for calls whose every field is optional).
 */
export async function readJsonObject(c: Context, options: { optional?: boolean } = {}): Promise<JsonObject> {
  const raw = await c.req.text();
  if (raw.trim() === '') {
    if (options.optional) return {};
    throw new ApiError(ErrorCode.MissingRequiredValue, { message: '요청 본문이 필요해요.' });
  }
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch (cause) {
    throw new ApiError(ErrorCode.NotMatched, { message: '요청 본문을 읽을 수 없어요. JSON 형식을 확인해 주세요.', cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(ErrorCode.NotMatched, { message: '요청 본문은 JSON 객체여야 해요.' });
  }
  return value as JsonObject;
}

/** A string field; absent or null is undefined, another type code 12. Not trimmed. */
export function optionalString(body: JsonObject, name: string, rule: TextRule = {}): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw notMatched(name);
  return checkText(name, value, rule);
}

export function requiredString(body: JsonObject, name: string, rule: TextRule = {}): string {
  const value = optionalString(body, name, rule);
  if (value === undefined || value.trim() === '') throw missing(name);
  return value;
}

/** A field that must be one of `values` (a number or string enum). */
export function optionalOneOf<const T extends string | number>(body: JsonObject, name: string, values: readonly T[]): T | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw notMatched(name);
  return found;
}

export function requiredOneOf<const T extends string | number>(body: JsonObject, name: string, values: readonly T[]): T {
  const value = optionalOneOf(body, name, values);
  if (value === undefined) throw missing(name);
  return value;
}

export function optionalBoolean(body: JsonObject, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw notMatched(name);
  return value;
}

export function requiredBoolean(body: JsonObject, name: string): boolean {
  const value = optionalBoolean(body, name);
  if (value === undefined) throw missing(name);
  return value;
}

function checkText(name: string, value: string | undefined, rule: TextRule): string | undefined {
  if (value === undefined) return undefined;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    throw new ApiError(ErrorCode.OutOfRange, { message: `${name} 값은 ${rule.maxLength}자를 넘을 수 없어요.` });
  }
  if (rule.pattern && !rule.pattern.test(value)) throw notMatched(name);
  return value;
}

function missing(name: string): ApiError {
  return new ApiError(ErrorCode.MissingRequiredValue, { message: `${name} 값이 필요해요.` });
}

function notMatched(name: string): ApiError {
  return new ApiError(ErrorCode.NotMatched, { message: `${name} 값의 형식이 올바르지 않아요.` });
}
