import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { ErrorCode, errorCatalogue, type ErrorBody, type ErrorType } from '../contract/errors';

/**
 * The server's side of the error catalogue of SPEC.md §8. The codes, statuses and Korean texts
 * live in contract/errors.ts (the one copy the app reads too, issue 26); every error the server
 * answers has the body `{ code, message, errorType }` (DESIGN.md, "Server data").
 */
export { ErrorCode, errorCatalogue, type ErrorBody, type ErrorType };

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
