import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, ErrorCode } from './errors';
import { flag, header, jsonBody, oneOf, optional, queryParam, text, validate } from './validation';

/**
 * The former hand-written readers, now thin wrappers over validation.ts (the one validation
 * layer), kept for code that still calls them. New code: declare a valibot schema and use
 * `param`, `query`, `queryParam`, `header` and `jsonBody` of validation.ts directly.
 * A missing value is code 10, a malformed one 12, one out of range 13, each naming the field.
 */

export interface TextRule {
  readonly pattern?: RegExp;
  readonly maxLength?: number;
}

/** generous enough for any header or query value the old readers took without a limit */
const DEFAULT_MAX_LENGTH = 4096;

const textOf = (rule: TextRule) => text({ max: rule.maxLength ?? DEFAULT_MAX_LENGTH, pattern: rule.pattern });

/** @deprecated validation.ts `queryParam(c, name, optional(text(...)))` */
export function optionalQuery(c: Context, name: string, rule: TextRule = {}): string | undefined {
  return queryParam(c, name, optional(textOf(rule)));
}

/** @deprecated validation.ts `queryParam(c, name, text(...))` */
export function requiredQuery(c: Context, name: string, rule: TextRule = {}): string {
  return queryParam(c, name, textOf(rule));
}

/** The JSON body as `unknown` (validate it before use); an unreadable body is code 12. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch (cause) {
    throw new ApiError(ErrorCode.NotMatched, { message: '요청 본문을 읽을 수 없어요. JSON 형식을 확인해 주세요.', cause });
  }
}

/** @deprecated validation.ts `header(c, name, optional(text(...)))` */
export function optionalHeader(c: Context, name: string, rule: TextRule = {}): string | undefined {
  return header(c, name, optional(textOf(rule)));
}

/** @deprecated validation.ts `header(c, name, text(...))` */
export function requiredHeader(c: Context, name: string, rule: TextRule = {}): string {
  return header(c, name, textOf(rule));
}

export type JsonObject = Readonly<Record<string, unknown>>;

/** @deprecated validation.ts `jsonBody(c, schema, { optional })` */
export async function readJsonObject(c: Context, options: { optional?: boolean } = {}): Promise<JsonObject> {
  return jsonBody(c, v.record(v.string(), v.unknown()), options);
}

const field = <S extends v.GenericSchema>(body: JsonObject, name: string, schema: S): v.InferOutput<S> => validate(v.object({ [name]: schema }), body)[name];

/** @deprecated a valibot object schema with `optional(text(...))` */
export function optionalString(body: JsonObject, name: string, rule: TextRule = {}): string | undefined {
  return field(body, name, optional(textOf(rule))) as string | undefined;
}

/** @deprecated a valibot object schema with `text(...)` */
export function requiredString(body: JsonObject, name: string, rule: TextRule = {}): string {
  return field(body, name, textOf(rule)) as string;
}

/** @deprecated a valibot object schema with `optional(oneOf(values))` */
export function optionalOneOf<const T extends string | number>(body: JsonObject, name: string, values: readonly T[]): T | undefined {
  return field(body, name, optional(oneOf(values))) as T | undefined;
}

/** @deprecated a valibot object schema with `oneOf(values)` */
export function requiredOneOf<const T extends string | number>(body: JsonObject, name: string, values: readonly T[]): T {
  return field(body, name, oneOf(values)) as T;
}

/** @deprecated a valibot object schema with `optional(flag())` */
export function optionalBoolean(body: JsonObject, name: string): boolean | undefined {
  return field(body, name, optional(flag())) as boolean | undefined;
}

/** @deprecated a valibot object schema with `flag()` */
export function requiredBoolean(body: JsonObject, name: string): boolean {
  return field(body, name, flag()) as boolean;
}
