import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiError, ErrorCode } from './errors';
import {
  DEFAULT_FAULT_LATENCY_MS,
  FAULT_KINDS,
  type FaultInjector,
  faultSettingJson,
  type FaultSetting,
  isFaultKind,
  MAX_FAULT_LATENCY_MS,
  MAX_FAULT_TIMES,
  MAX_PATH_PATTERN_LENGTH,
  patternError,
} from './faults';
import { operatorKeyCheck } from './operator/key-check';
import { readJsonBody } from './request';

/**
 * The operator's fault switch (docs/api.md "Fault injection"), mounted at
 * /api/dev/operator/faults when an operator key is configured:
 * PUT sets faults (200 with the setting), GET answers the setting, DELETE switches them off (204).
 * The setting is kept in the database: every instance on it follows the switch (faults.ts).
 * Like every operator call it needs `X-Operator-Key`; a missing or wrong key is 403 code 9.
 */

const KIND_LIST = FAULT_KINDS.join(', ');

/** A whole number of a body field from min to max, with the field's own Korean messages. */
function wholeNumber(field: string, min: number, max: number, notWhole: string) {
  const range = `${field}는 ${min}에서 ${max} 사이여야 해요.`;
  return v.pipe(v.number(`${field}는 숫자여야 해요.`), v.integer(notWhole), v.minValue(min, range), v.maxValue(max, range));
}

const FaultSettingBody = v.object({
  rate: v.pipe(
    v.number('rate는 0에서 1 사이의 숫자여야 해요.'),
    v.minValue(0, 'rate는 0에서 1 사이의 숫자여야 해요.'),
    v.maxValue(1, 'rate는 0에서 1 사이의 숫자여야 해요.'),
  ),
  kinds: v.pipe(
    v.array(v.string(`kinds에는 ${KIND_LIST} 중에서 골라 넣어 주세요.`), 'kinds는 배열이어야 해요.'),
    v.minLength(1, `kinds에 ${KIND_LIST} 중 하나 이상을 넣어 주세요.`),
    v.maxLength(FAULT_KINDS.length * 4, 'kinds에 든 값이 너무 많아요.'),
    v.check((kinds) => kinds.every(isFaultKind), `kinds에는 ${KIND_LIST}만 넣을 수 있어요.`),
  ),
  latencyMs: v.optional(wholeNumber('latencyMs', 0, MAX_FAULT_LATENCY_MS, 'latencyMs는 밀리초 단위의 정수여야 해요.')),
  times: v.optional(wholeNumber('times', 1, MAX_FAULT_TIMES, 'times는 정수여야 해요.')),
  pathPattern: v.optional(
    v.pipe(
      v.string('pathPattern은 정규식 문자열이어야 해요.'),
      v.maxLength(MAX_PATH_PATTERN_LENGTH, `pathPattern은 ${MAX_PATH_PATTERN_LENGTH}자까지 쓸 수 있어요.`),
      v.check((pattern) => patternError(pattern) === undefined, 'pathPattern이 올바른 정규식이 아니에요.'),
    ),
  ),
});

const OUT_OF_RANGE = new Set(['min_value', 'max_value', 'max_length']);

/** The body as a setting, or the catalogue error of its first problem (10 missing, 13 range, 12 other). */
function readSetting(body: unknown): FaultSetting {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(ErrorCode.NotMatched, { message: '요청 본문은 JSON 객체여야 해요.' });
  }
  const result = v.safeParse(FaultSettingBody, body);
  if (!result.success) {
    const [issue] = result.issues;
    const field = issue.path?.[0]?.key;
    if (issue.input === undefined && issue.kind === 'schema' && typeof field === 'string' && issue.path?.length === 1) {
      throw new ApiError(ErrorCode.MissingRequiredValue, { message: `${field} 값이 필요해요.` });
    }
    if (issue.type === 'min_length') throw new ApiError(ErrorCode.MissingRequiredValue, { message: issue.message });
    throw new ApiError(OUT_OF_RANGE.has(issue.type) ? ErrorCode.OutOfRange : ErrorCode.NotMatched, { message: issue.message });
  }
  const { rate, kinds, latencyMs = DEFAULT_FAULT_LATENCY_MS, pathPattern, times } = result.output;
  return { rate, kinds: [...new Set(kinds.filter(isFaultKind))], latencyMs, ...(pathPattern ? { pathPattern } : {}), ...(times === undefined ? {} : { times }) };
}

export function faultRoutes(faults: FaultInjector, operatorKey: string): Hono {
  return new Hono()
    .use(operatorKeyCheck(operatorKey))
    .get('/', async (c) => c.json(faultSettingJson(await faults.current())))
    .put('/', async (c) => {
      const setting = readSetting(await readJsonBody(c));
      await faults.set(setting);
      return c.json(faultSettingJson(setting));
    })
    .delete('/', async (c) => {
      await faults.set(undefined);
      return c.body(null, 204);
    });
}
