import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError, ErrorCode } from '../errors';
import type { AuthenticatedMember, TokenService } from './tokens';

/** Routes behind `requireMember` read the member with `c.var.member`. */
export interface MemberEnv {
  Variables: { member: AuthenticatedMember };
}

/** Routes behind `optionalMember` read `c.var.member`, undefined for a visitor. */
export interface OptionalMemberEnv {
  Variables: { member: AuthenticatedMember | undefined };
}

export interface MemberAuth {
  /** 401 code 110 without a usable token (missing, unknown, forged, revoked), 111 when it expired. */
  readonly requireMember: MiddlewareHandler<MemberEnv>;
  /**
   * A visitor without a token, or with one that is not (or no longer) ours; 111 when the token
   * is ours but expired, so the app refreshes it and asks again as the member.
   */
  readonly optionalMember: MiddlewareHandler<OptionalMemberEnv>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function stripBearer(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return BEARER.exec(trimmed)?.[1] ?? (/\s/.test(trimmed) ? undefined : trimmed);
}

/**
 * The access token a call presents. Member calls send `Authorization: Bearer <token>` (SPEC.md §7);
 * the token calls send the `accessToken` header (raw, or with a 'Bearer ' prefix as the app may
 * have stored it). `prefer` says which to read first; the other is the fallback.
 */
export function presentedAccessToken(c: Context, prefer: 'authorization' | 'accessToken' = 'authorization'): string | undefined {
  const fromAuthorization = stripBearer(c.req.header('Authorization'));
  const fromHeader = stripBearer(c.req.header('accessToken'));
  return prefer === 'authorization' ? (fromAuthorization ?? fromHeader) : (fromHeader ?? fromAuthorization);
}

export function memberAuth(tokens: TokenService): MemberAuth {
  return {
    requireMember: createMiddleware<MemberEnv>(async (c, next) => {
      c.set('member', await tokens.authenticate(presentedAccessToken(c)));
      await next();
    }),
    optionalMember: createMiddleware<OptionalMemberEnv>(async (c, next) => {
      const token = presentedAccessToken(c);
      let member: AuthenticatedMember | undefined;
      if (token !== undefined) {
        try {
          member = await tokens.authenticate(token);
        } catch (error) {
          // 111 goes to the app (it refreshes and retries); a token that is not ours means a visitor
          if (!(error instanceof ApiError && error.code === ErrorCode.NullOrEmptyToken)) throw error;
        }
      }
      c.set('member', member);
      await next();
    }),
  };
}
