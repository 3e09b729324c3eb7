import { catalogueMessage, ErrorCode, errorCatalogue, isKnownCode, type ErrorType } from '../../contract/errors';

/**
 * The error catalogue of SPEC.md §8, as typed errors. The codes and their one Korean text each
 * live in contract/errors.ts, the copy the server answers with too (issue 26). The server answers
 * errors as `{ code, message, errorType }` (DESIGN.md); the client reads `code` from any JSON error
 * body, whatever the HTTP status, and turns it into one of the classes below.
 */
export { ErrorCode, errorCatalogue, isKnownCode, type ErrorType };

/** Generic texts of the app's own failures (no answer, an unreadable one; SPEC.md §8). */
export const messages = {
  generic: '잠시 문제가 있어 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  pageGeneric: '잠시 문제가 있어 페이지를 표시하지 못했습니다. 조금 뒤에 다시 시도해보세요.',
  loginGeneric: '잠시 문제가 있어 로그인을 하지 못했습니다. 조금 뒤에 다시 시도해보세요.',
  refreshExpired: catalogueMessage(ErrorCode.RefreshTokenExpired),
  surveyFailed: catalogueMessage(ErrorCode.Unexpected),
  network: '인터넷 연결이 불안정해요. 연결 상태를 확인한 뒤 다시 시도해 주세요.',
  timeout: catalogueMessage(ErrorCode.RequestTimeoutWithCache),
  invalidResponse: '받은 정보를 읽을 수 없어요. 잠시 후 다시 시도해 주세요.',
} as const;

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
  const fallback = isKnownCode(code) ? catalogueMessage(code) : messages.generic;
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
