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
  const value = c.req.query(name)?.trim();
  if (!value) return undefined;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    throw new ApiError(ErrorCode.OutOfRange, { message: `${name} 값은 ${rule.maxLength}자를 넘을 수 없어요.` });
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    throw new ApiError(ErrorCode.NotMatched, { message: `${name} 값의 형식이 올바르지 않아요.` });
  }
  return value;
}

export function requiredQuery(c: Context, name: string, rule: TextRule = {}): string {
  const value = optionalQuery(c, name, rule);
  if (value === undefined) {
    throw new ApiError(ErrorCode.MissingRequiredValue, { message: `${name} 값이 필요해요.` });
  }
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
