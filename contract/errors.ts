import * as v from 'valibot';

/**
 * The error catalogue of SPEC.md §8, the one copy the server and the app read (issue 26). Every
 * error the server answers has the body `{ code, message, errorType }` (DESIGN.md, "Server data")
 * with the HTTP status given here; the app reads `code` from any JSON error body, whatever the
 * status, and shows the server's message or, without one, the same `message` of this table.
 *
 * errorType USER: the shopper can act on it (the app may show the message); SYSTEM: our side or a
 * partner's failed (the app usually shows a generic text).
 *
 * Codes 11 and 12 had two texts before (server and app): the server's were kept, because every
 * other input code (10, 13) speaks of the value (값) and 12 is answered for a value of the wrong
 * form, where '정보가 일치하지 않아요' read like a wrong password (docs/decisions.md, "Issue 26:
 * one contract").
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

/** The HTTP statuses errors are answered with (the catalogue's, and 403/413/429/503/504 for the cases of docs/api.md). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503 | 504;

export interface CatalogueEntry {
  readonly name: string;
  readonly status: ErrorStatus;
  readonly errorType: ErrorType;
  /** the one Korean text for people, when the server sends no more precise one */
  readonly message: string;
}

export type ErrorType = 'USER' | 'SYSTEM';
export type ErrorCode = keyof typeof errorCatalogue;

/** Codes by name: `ErrorCode.NoData === 8`. */
export const ErrorCode = Object.fromEntries(Object.entries(errorCatalogue).map(([code, entry]) => [entry.name, Number(code)])) as {
  readonly [C in ErrorCode as (typeof errorCatalogue)[C]['name']]: C;
};

/** Every code of SPEC.md §8, in order. */
export const ERROR_CODES = Object.keys(errorCatalogue).map(Number) as ErrorCode[];

export function isKnownCode(code: number): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/** The catalogue's text for a code. */
export function catalogueMessage(code: ErrorCode): string {
  return errorCatalogue[code].message;
}

/** The body of every error answer. */
export const ErrorBodySchema = v.pipe(
  v.object({
    code: v.pipe(v.number(), v.integer(), v.description(`a code of SPEC.md §8: ${ERROR_CODES.join(', ')}`)),
    message: v.pipe(v.string(), v.description('Korean text for people')),
    errorType: v.picklist(['USER', 'SYSTEM']),
  }),
  v.metadata({ ref: 'ErrorBody' }),
);
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
