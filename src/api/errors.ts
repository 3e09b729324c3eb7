/**
 * The error catalogue of SPEC.md §8, as typed errors. The server answers errors as
 * `{ code, message, errorType }` (DESIGN.md); the client reads `code` from any JSON error body,
 * whatever the HTTP status, and turns it into one of the classes below.
 */

export const ErrorCode = {
  Unexpected: 5,
  NoData: 8,
  Unsupported: 9,
  MissingRequiredValue: 10,
  Undefined: 11,
  NotMatched: 12,
  OutOfRange: 13,
  DuplicatedRequest: 18,
  ParameterStoreError: 51,
  SearchEngineError: 52,
  NaverLoginError: 81,
  AppleLoginError: 82,
  SignupProhibited: 83,
  SignupProhibitedApple: 84,
  NicknameLimitOver: 87,
  LikeProductMaxLimit: 91,
  LikeShopMaxLimit: 92,
  NullOrEmptyToken: 110,
  AccessTokenExpired: 111,
  RefreshTokenExpired: 112,
  RequestTimeoutWithCache: 141,
  ExternalApiError: 180,
  CafeWithdrawalFailed: 400,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type ErrorType = 'USER' | 'SYSTEM';

interface CatalogueEntry {
  readonly name: string;
  /** what a shopper reads when the server sent no message of its own */
  readonly fallback: string;
}

/** Generic texts used by several flows (SPEC.md §8). */
export const messages = {
  generic: '잠시 문제가 있어 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  pageGeneric: '잠시 문제가 있어 페이지를 표시하지 못했습니다. 조금 뒤에 다시 시도해보세요.',
  loginGeneric: '잠시 문제가 있어 로그인을 하지 못했습니다. 조금 뒤에 다시 시도해보세요.',
  refreshExpired: '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요',
  surveyFailed: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  network: '인터넷 연결이 불안정해요. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
  timeout: '응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요.',
  invalidResponse: '받은 정보를 읽을 수 없어요. 잠시 후 다시 시도해 주세요.',
} as const;

export const catalogue: Readonly<Record<ErrorCode, CatalogueEntry>> = {
  5: { name: 'unexpected error', fallback: messages.generic },
  8: { name: 'no data', fallback: '찾으시는 정보가 없어요.' },
  9: { name: 'unsupported', fallback: '지원하지 않는 요청이에요.' },
  10: { name: 'missing required value', fallback: '필수 입력 값이 빠졌어요.' },
  11: { name: 'undefined', fallback: '정의되지 않은 요청이에요.' },
  12: { name: 'not matched', fallback: '입력한 정보가 일치하지 않아요.' },
  13: { name: 'out of range', fallback: '허용된 범위를 벗어난 값이에요.' },
  18: { name: 'duplicated request', fallback: '이미 처리된 요청이에요.' },
  51: { name: 'parameter store error', fallback: messages.generic },
  52: { name: 'search engine error', fallback: '검색이 잠시 원활하지 않아요. 잠시 후 다시 시도해 주세요.' },
  81: { name: 'naver login error', fallback: messages.loginGeneric },
  82: { name: 'apple login error', fallback: messages.loginGeneric },
  83: { name: 'signup prohibited', fallback: '가입이 제한된 계정이에요.' },
  84: { name: 'signup prohibited (apple)', fallback: '가입이 제한된 Apple 계정이에요.' },
  87: { name: 'nickname limit over', fallback: '닉네임 변경 가능 횟수를 모두 사용했어요.' },
  91: { name: 'like-product max limit', fallback: '찜할 수 있는 상품 수를 넘었어요.' },
  92: { name: 'like-shop max limit', fallback: '찜할 수 있는 상점 수를 넘었어요.' },
  110: { name: 'null or empty token', fallback: '로그인이 필요해요.' },
  111: { name: 'access token expired', fallback: '로그인 정보를 갱신하고 있어요.' },
  112: { name: 'refresh token expired', fallback: messages.refreshExpired },
  141: { name: 'request timeout with cache creation', fallback: messages.timeout },
  180: { name: 'external api error', fallback: messages.generic },
  400: { name: 'cafe withdrawal failed', fallback: '탈퇴 처리 중 문제가 생겼어요. 고객센터로 문의해 주세요.' },
};

export function isKnownCode(code: number): code is ErrorCode {
  return Object.hasOwn(catalogue, code);
}

/** An error the server answered with a catalogue body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ErrorCode | number,
    /** Korean text for people: the server's message, or the catalogue's fallback */
    message: string,
    readonly errorType: ErrorType,
    readonly status: number,
  ) {
    super(message);
  }
  get known(): boolean {
    return isKnownCode(this.code);
  }
  is(code: ErrorCode): boolean {
    return this.code === code;
  }
}

/** The server's answer did not match the schema the screen relies on. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  constructor(
    readonly path: string,
    readonly issues: readonly string[],
    /** the body was not JSON at all (cut short, an HTML page with a 200): a second try may read it */
    readonly unreadable = false,
  ) {
    super(messages.invalidResponse);
  }
}

/** No answer: offline, DNS, CORS, aborted connection. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(readonly path: string) {
    super(messages.network);
  }
}

/** No answer within the idle client timeout (SPEC.md §9). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly path: string) {
    super(messages.timeout);
  }
}

/** A non-JSON or non-catalogue error answer (a proxy's HTML page, for instance). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(messages.generic);
  }
}

export type AppError = ApiError | SchemaError | NetworkError | TimeoutError | HttpError;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a catalogue error from any JSON error body (DESIGN.md: `code` is read whatever the status).
 * Returns null when the body is not a catalogue error.
 */
export function toApiError(body: unknown, status: number): ApiError | null {
  if (!isRecord(body)) return null;
  const rawCode = body.code;
  const code = typeof rawCode === 'number' ? rawCode : typeof rawCode === 'string' && /^\d+$/.test(rawCode) ? Number(rawCode) : NaN;
  if (!Number.isInteger(code)) return null;
  const errorType: ErrorType = body.errorType === 'USER' ? 'USER' : 'SYSTEM';
  const serverMessage = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  const fallback = isKnownCode(code) ? catalogue[code].fallback : messages.generic;
  return new ApiError(code, serverMessage ?? fallback, errorType, status);
}

/** The Korean sentence a screen shows for any error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof SchemaError || error instanceof NetworkError || error instanceof TimeoutError || error instanceof HttpError) {
    return error.message;
  }
  return messages.generic;
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
