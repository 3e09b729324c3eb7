import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The error catalogue of SPEC.md §8. Every error the server answers has the body
 * `{ code, message, errorType }` (DESIGN.md, "Server data"); the HTTP status comes from here.
 * errorType USER: the shopper can act on it (the client may show the message);
 * SYSTEM: our side or a partner's failed (the client usually shows a generic text).
 */
export const errorCatalogue = {
  5: { name: 'Unexpected', status: 500, errorType: 'SYSTEM', message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.' },
  8: { name: 'NoData', status: 404, errorType: 'USER', message: '찾으시는 정보가 없어요.' },
  9: { name: 'Unsupported', status: 404, errorType: 'USER', message: '지원하지 않는 요청이에요.' },
  10: { name: 'MissingRequiredValue', status: 400, errorType: 'USER', message: '필수 입력 값이 빠졌어요.' },
  11: { name: 'Undefined', status: 400, errorType: 'USER', message: '정의되지 않은 값이에요.' },
  12: { name: 'NotMatched', status: 400, errorType: 'USER', message: '입력한 값의 형식이 올바르지 않아요.' },
  13: { name: 'OutOfRange', status: 400, errorType: 'USER', message: '허용된 범위를 벗어난 값이에요.' },
  18: { name: 'DuplicatedRequest', status: 409, errorType: 'USER', message: '이미 처리된 요청이에요.' },
  51: { name: 'ParameterStoreError', status: 500, errorType: 'SYSTEM', message: '서비스 설정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.' },
  52: { name: 'SearchEngineError', status: 502, errorType: 'SYSTEM', message: '검색이 잠시 원활하지 않아요. 잠시 후 다시 시도해 주세요.' },
  81: { name: 'NaverLoginError', status: 502, errorType: 'SYSTEM', message: '네이버 로그인 중 문제가 생겼어요. 잠시 후 다시 시도해 주세요.' },
  82: { name: 'AppleLoginError', status: 502, errorType: 'SYSTEM', message: 'Apple 로그인 중 문제가 생겼어요. 잠시 후 다시 시도해 주세요.' },
  83: { name: 'SignupProhibited', status: 403, errorType: 'USER', message: '가입이 제한된 계정이에요. 자세한 내용은 고객센터로 문의해 주세요.' },
  84: { name: 'SignupProhibitedApple', status: 403, errorType: 'USER', message: '가입이 제한된 Apple 계정이에요. 자세한 내용은 고객센터로 문의해 주세요.' },
  87: { name: 'NicknameLimitOver', status: 429, errorType: 'USER', message: '닉네임 변경 가능 횟수를 모두 사용했어요.' },
  91: { name: 'LikeProductMaxLimit', status: 429, errorType: 'USER', message: '찜할 수 있는 상품 수를 넘었어요. 찜한 상품을 정리한 뒤 다시 시도해 주세요.' },
  92: { name: 'LikeShopMaxLimit', status: 429, errorType: 'USER', message: '찜할 수 있는 상점 수를 넘었어요. 찜한 상점을 정리한 뒤 다시 시도해 주세요.' },
  110: { name: 'NullOrEmptyToken', status: 401, errorType: 'USER', message: '로그인이 필요해요.' },
  111: { name: 'AccessTokenExpired', status: 401, errorType: 'USER', message: '로그인 정보가 만료되었어요.' },
  112: { name: 'RefreshTokenExpired', status: 401, errorType: 'USER', message: '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요' },
  141: { name: 'RequestTimeoutWithCache', status: 504, errorType: 'SYSTEM', message: '응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요.' },
  180: { name: 'ExternalApiError', status: 502, errorType: 'SYSTEM', message: '연결된 서비스에 문제가 있어요. 잠시 후 다시 시도해 주세요.' },
  400: { name: 'CafeWithdrawalFailed', status: 502, errorType: 'SYSTEM', message: '쇼핑몰 회원 탈퇴 처리 중 문제가 생겼어요. 고객센터로 문의해 주세요.' },
} as const satisfies Record<number, CatalogueEntry>;

interface CatalogueEntry {
  readonly name: string;
  readonly status: ContentfulStatusCode;
  readonly errorType: ErrorType;
  /** the default Korean text for people */
  readonly message: string;
}

export type ErrorType = 'USER' | 'SYSTEM';
export type ErrorCode = keyof typeof errorCatalogue;

/** Codes by name: `ErrorCode.NoData === 8`. */
export const ErrorCode = Object.fromEntries(
  Object.entries(errorCatalogue).map(([code, entry]) => [entry.name, Number(code)]),
) as { readonly [C in ErrorCode as (typeof errorCatalogue)[C]['name']]: C };

export interface ErrorBody {
  readonly code: ErrorCode;
  readonly message: string;
  readonly errorType: ErrorType;
}

export interface ApiErrorOptions {
  /** a more precise Korean message than the catalogue's default */
  readonly message?: string;
  /** another HTTP status than the catalogue's (e.g. 503 during maintenance) */
  readonly status?: ContentfulStatusCode;
  readonly cause?: unknown;
}

/** Throw it from any handler: the error handler answers it as a catalogue body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly errorType: ErrorType;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    const entry = errorCatalogue[code];
    super(options.message ?? entry.message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? entry.status;
    this.errorType = entry.errorType;
  }

  get body(): ErrorBody {
    return { code: this.code, message: this.message, errorType: this.errorType };
  }
}

/** The answer to every call while the operator's maintenance switch is on. */
export function maintenanceError(): ApiError {
  return new ApiError(ErrorCode.Unexpected, {
    status: 503,
    message: '서비스 점검 중이에요. 점검이 끝난 뒤 다시 이용해 주세요.',
  });
}

export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(error.body, error.status);
}

/** What a framework-level HTTP status means in the catalogue. */
function fromHttpException(error: HTTPException): ApiError {
  const status = error.status;
  const code: ErrorCode =
    status === 401 ? ErrorCode.NullOrEmptyToken
    : status === 404 || status === 405 ? ErrorCode.Unsupported
    : status === 408 ? ErrorCode.RequestTimeoutWithCache
    : status === 413 ? ErrorCode.OutOfRange
    : status < 500 ? ErrorCode.NotMatched
    : ErrorCode.Unexpected;
  return new ApiError(code, { status, cause: error });
}

export type ErrorLogger = (error: unknown, c: Context) => void;

const logToConsole: ErrorLogger = (error, c) => {
  console.error(`[server] ${c.req.method} ${c.req.path}`, error);
};

/** app.onError: every thrown error becomes `{ code, message, errorType }`; no stack leaves the server. */
export function createErrorHandler(log: ErrorLogger = logToConsole): ErrorHandler {
  return (error, c) => {
    const apiError =
      error instanceof ApiError ? error
      : error instanceof HTTPException ? fromHttpException(error)
      : new ApiError(ErrorCode.Unexpected, { cause: error });
    if (apiError.status >= 500) log(error, c);
    return errorResponse(c, apiError);
  };
}

/** app.notFound: unknown paths (and methods) answer code 9 as JSON, never HTML. */
export const handleNotFound: NotFoundHandler = (c) =>
  errorResponse(c, new ApiError(ErrorCode.Unsupported));
