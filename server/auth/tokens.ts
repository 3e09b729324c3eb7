import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { AppDb } from '../db/client';
import { accessTokens, members, refreshTokens, tokenFamilies } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { type Clock, epochSeconds, toKstIso } from '../time';
import type { Wire } from '../../contract/schemas/page';
import type { TokenPairSchema } from '../../contract/schemas/auth';

/**
 * Access and refresh tokens (SPEC.md §4, §7; DESIGN.md "The reference server").
 *
 * - Access token: a JWT (HS256) with `sub` (member id as a string), `fam` (token family), `jti`,
 *   `iat`, `exp`. Its jti is recorded in `access_tokens`, so a token the server never issued is
 *   unknown (110) and the operator can expire the tokens of one member (111).
 * - Refresh token: 32 random bytes, base64url; only its SHA-256 is stored. Each can be used once:
 *   a refresh consumes it and issues a new pair in the same family. Using it again (a replay, or
 *   a second of two simultaneous refreshes) revokes the whole family.
 * - A family is everything that came from one sign-in. Logout, replay and withdrawal revoke it:
 *   its access tokens then answer 110 and its refresh tokens 112.
 * - A lost answer (issue 27): the refresh succeeded, but its answer never reached the app, which
 *   still holds the refresh token just used. For `graceS` seconds after a rotation, that token
 *   presented again answers the same new pair, as long as the new refresh token is unused; any
 *   other reuse (later, or after the new token was used) still revokes the family. The new pair is
 *   kept sealed (AES-256-GCM) with a key derived from the old refresh token itself, which only its
 *   holder has: the database alone cannot give it out. Simultaneous refreshes with one token
 *   (two tabs, several instances) all get that one pair.
 */

/** expireDt: the access token's expiry, ISO 8601 in KST (`2025-03-01T14:30:00+09:00`) */
export type TokenPair = Wire<typeof TokenPairSchema>;

export interface AuthenticatedMember {
  readonly memberId: number;
  readonly familyId: string;
  readonly jti: string;
}

export type RevokeReason = 'logout' | 'reuse' | 'withdrawal';

export interface TokenSettings {
  readonly key: Uint8Array;
  readonly accessTtlS: number;
  readonly refreshTtlS: number;
  readonly clock: Clock;
  /** REFRESH_GRACE_S: seconds after a rotation in which the replaced token answers the same pair; 0: none */
  readonly graceS?: number;
}

interface AccessClaims {
  readonly memberId: number;
  readonly familyId: string;
  readonly jti: string;
  readonly expired: boolean;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MEMBER_ID = /^[1-9][0-9]{0,9}$/;
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const notLoggedIn = (message?: string) => new ApiError(ErrorCode.NullOrEmptyToken, message ? { message } : {});
const accessExpired = () => new ApiError(ErrorCode.AccessTokenExpired);
const refreshExpired = () => new ApiError(ErrorCode.RefreshTokenExpired);

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The key that seals the pair a refresh token was exchanged for: derived from that token, never stored. */
function successorKey(refreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, 'market-refresh-successor', 'aes-256-gcm', 32));
}

/** The pair, sealed for whoever holds `refreshToken`: base64url of iv ‖ ciphertext ‖ tag. */
export function sealPair(pair: TokenPair, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed pair, or undefined when it cannot be opened with `refreshToken` (or is not a pair). */
export function openPair(sealed: string, refreshToken: string): TokenPair | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < 12 + 16 + 2) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', successorKey(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    const pair = JSON.parse(text) as Partial<TokenPair>;
    if (typeof pair.accessToken !== 'string' || typeof pair.refreshToken !== 'string' || typeof pair.expireDt !== 'string') return undefined;
    return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, expireDt: pair.expireDt };
  } catch {
    return undefined;
  }
}

export class TokenService {
  constructor(
    private readonly db: AppDb,
    private readonly settings: TokenSettings,
  ) {}

  get clock(): Clock {
    return this.settings.clock;
  }

  /** A new family for a sign-in, with its first pair. */
  async issueForSignIn(memberId: number, deviceUuid: string | undefined): Promise<TokenPair> {
    const familyId = randomUUID();
    return this.db.transaction(async (tx) => {
      await tx.insert(tokenFamilies).values({ id: familyId, memberId, deviceUuid: deviceUuid ?? null, createdAt: this.clock() });
      return this.issuePair(tx, memberId, familyId);
    });
  }

  /**
   * The member an access token names when its signature is ours, expired or not, without asking the
   * database: who a call is, for the rate limits (rate-limit.ts). Not an authentication.
   */
  async memberOf(token: string): Promise<number | undefined> {
    return (await this.readAccessClaims(token))?.memberId;
  }

  /** The member of a valid access token; 110 when missing, unknown, forged or revoked, 111 when expired. */
  async authenticate(token: string | undefined): Promise<AuthenticatedMember> {
    if (token === undefined) throw notLoggedIn();
    const claims = await this.readAccessClaims(token);
    if (claims === undefined) throw notLoggedIn();
    const [row] = await this.db
      .select({
        memberId: accessTokens.memberId,
        familyId: accessTokens.familyId,
        forcedExpiredAt: accessTokens.forcedExpiredAt,
        familyRevokedAt: tokenFamilies.revokedAt,
        withdrawnAt: members.withdrawnAt,
      })
      .from(accessTokens)
      .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
      .innerJoin(members, eq(members.id, accessTokens.memberId))
      .where(eq(accessTokens.jti, claims.jti))
      .limit(1);
    if (!row || row.memberId !== claims.memberId || row.familyId !== claims.familyId) throw notLoggedIn();
    if (row.familyRevokedAt !== null || row.withdrawnAt !== null) throw notLoggedIn();
    if (claims.expired || (row.forcedExpiredAt !== null && row.forcedExpiredAt <= this.clock())) throw accessExpired();
    return { memberId: claims.memberId, familyId: claims.familyId, jti: claims.jti };
  }

  /**
   * Exchanges a refresh token for a new pair in the same family. The access token may be expired
   * but must be ours (signature) and of the same member. 112 for an unknown, expired or revoked
   * refresh token; a refresh token used before revokes its family and answers 112, unless it was
   * replaced less than `graceS` seconds ago and its successor is unused: then it answers that same
   * successor pair (a lost answer, see above).
   */
  async refresh(accessToken: string, refreshToken: string): Promise<TokenPair> {
    const now = this.clock();
    const claims = await this.readAccessClaims(accessToken);
    if (claims === undefined) throw notLoggedIn();
    if (!REFRESH_TOKEN.test(refreshToken)) throw refreshExpired();
    const hash = hashRefreshToken(refreshToken);
    const row = await this.refreshRow(hash);
    if (!row) throw refreshExpired();
    if (row.memberId !== claims.memberId) throw notLoggedIn('로그인 정보가 일치하지 않아요. 다시 로그인해 주세요.');
    if (row.familyRevokedAt !== null || row.withdrawnAt !== null || row.revokedAt !== null) throw refreshExpired();
    if (row.usedAt !== null) return this.replayed(hash, refreshToken, now);
    if (row.expiresAt <= now) throw refreshExpired();

    const pair = await this.db.transaction(async (tx) => {
      // Exactly one caller can consume the token: the others find used_at set (and, on
      // PostgreSQL, wait for this transaction's row lock first, then find it set).
      const consumed = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
        .returning({ familyId: refreshTokens.familyId });
      if (consumed.length === 0) return undefined;
      await tx
        .update(members)
        .set({ refreshCount: sql`${members.refreshCount} + 1` })
        .where(eq(members.id, row.memberId));
      const issued = await this.issuePair(tx, row.memberId, row.familyId);
      // kept for the grace window: the same pair again if this answer is lost on the way
      await tx
        .update(refreshTokens)
        .set({ successorHash: hashRefreshToken(issued.refreshToken), successorSealed: this.graceS > 0 ? sealPair(issued, refreshToken) : null })
        .where(eq(refreshTokens.tokenHash, hash));
      return issued;
    });
    // another call consumed it first (it committed before this one's update)
    return pair ?? this.replayed(hash, refreshToken, now);
  }

  private get graceS(): number {
    return this.settings.graceS ?? 0;
  }

  private async refreshRow(hash: string) {
    const [row] = await this.db
      .select({
        memberId: refreshTokens.memberId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        successorHash: refreshTokens.successorHash,
        successorSealed: refreshTokens.successorSealed,
        familyRevokedAt: tokenFamilies.revokedAt,
        withdrawnAt: members.withdrawnAt,
      })
      .from(refreshTokens)
      .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
      .innerJoin(members, eq(members.id, refreshTokens.memberId))
      .where(eq(refreshTokens.tokenHash, hash))
      .limit(1);
    return row;
  }

  /**
   * A used refresh token presented again: the same successor pair within the grace window while the
   * successor is unused and its family alive; otherwise a replay, which revokes the family (112).
   */
  private async replayed(hash: string, refreshToken: string, now: Date): Promise<TokenPair> {
    const row = await this.refreshRow(hash);
    if (!row) throw refreshExpired();
    const within = row.usedAt !== null && now.getTime() - row.usedAt.getTime() <= this.graceS * 1000;
    if (within && row.familyRevokedAt === null && row.withdrawnAt === null && row.successorHash !== null && row.successorSealed !== null) {
      const [successor] = await this.db
        .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, row.successorHash))
        .limit(1);
      const pair = openPair(row.successorSealed, refreshToken);
      if (successor && successor.usedAt === null && successor.revokedAt === null && successor.expiresAt > now && pair !== undefined) return pair;
    }
    await this.revokeFamily(row.familyId, 'reuse');
    throw refreshExpired();
  }

  /** Logout: revokes the family of the refresh token and of the access token (each if it is ours). */
  async logout(accessToken: string, refreshToken: string): Promise<void> {
    const families = new Set<string>();
    if (REFRESH_TOKEN.test(refreshToken)) {
      const [row] = await this.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
        .limit(1);
      if (row) families.add(row.familyId);
    }
    const claims = await this.readAccessClaims(accessToken);
    if (claims !== undefined) {
      const [row] = await this.db
        .select({ familyId: accessTokens.familyId })
        .from(accessTokens)
        .where(and(eq(accessTokens.jti, claims.jti), eq(accessTokens.memberId, claims.memberId)))
        .limit(1);
      if (row) families.add(row.familyId);
    }
    for (const familyId of families) await this.revokeFamily(familyId, 'logout');
  }

  async revokeFamily(familyId: string, reason: RevokeReason): Promise<void> {
    const now = this.clock();
    await this.db
      .update(tokenFamilies)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Revokes every family of the member (withdrawal); returns how many were still active. */
  async revokeAllOfMember(memberId: number, reason: RevokeReason, db: AppDb = this.db): Promise<number> {
    const now = this.clock();
    const revoked = await db
      .update(tokenFamilies)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(tokenFamilies.memberId, memberId), isNull(tokenFamilies.revokedAt)))
      .returning({ id: tokenFamilies.id });
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
    return revoked.length;
  }

  /** Operator: every access token of the member issued so far answers 111 from now on. */
  async expireAccessTokens(memberId: number): Promise<number> {
    const now = this.clock();
    const rows = await this.db
      .update(accessTokens)
      .set({ forcedExpiredAt: now })
      .where(and(eq(accessTokens.memberId, memberId), isNull(accessTokens.forcedExpiredAt), gt(accessTokens.expiresAt, now)))
      .returning({ jti: accessTokens.jti });
    return rows.length;
  }

  /** Operator: every unused refresh token of the member expires now (112 from then on). */
  async expireRefreshTokens(memberId: number): Promise<number> {
    const now = this.clock();
    const rows = await this.db
      .update(refreshTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(refreshTokens.memberId, memberId),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ hash: refreshTokens.tokenHash });
    return rows.length;
  }

  /** Families that can still refresh: not revoked, with an unused, unexpired refresh token. */
  async activeFamilies(memberId: number): Promise<number> {
    const now = this.clock();
    const [row] = await this.db
      .select({ n: countDistinct(tokenFamilies.id) })
      .from(tokenFamilies)
      .innerJoin(refreshTokens, eq(refreshTokens.familyId, tokenFamilies.id))
      .where(
        and(
          eq(tokenFamilies.memberId, memberId),
          isNull(tokenFamilies.revokedAt),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      );
    return row?.n ?? 0;
  }

  private async issuePair(db: AppDb, memberId: number, familyId: string): Promise<TokenPair> {
    const now = this.clock();
    const iat = epochSeconds(now);
    const exp = iat + this.settings.accessTtlS;
    const jti = randomUUID();
    const accessToken = await new SignJWT({ fam: familyId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(memberId))
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.settings.key);
    const refreshToken = randomBytes(32).toString('base64url');
    const accessExpiresAt = new Date(exp * 1000);
    await db.insert(accessTokens).values({ jti, familyId, memberId, issuedAt: now, expiresAt: accessExpiresAt });
    await db.insert(refreshTokens).values({
      tokenHash: hashRefreshToken(refreshToken),
      familyId,
      memberId,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + this.settings.refreshTtlS * 1000),
    });
    return { accessToken, refreshToken, expireDt: toKstIso(accessExpiresAt) };
  }

  /** The claims of an access token whose signature is ours (expired or not); undefined otherwise. */
  private async readAccessClaims(token: string): Promise<AccessClaims | undefined> {
    let payload: JWTPayload;
    let expired = false;
    try {
      ({ payload } = await jwtVerify(token, this.settings.key, {
        algorithms: [ALGORITHM],
        currentDate: this.clock(),
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      }));
    } catch (error) {
      // the signature was checked before the claims: an expired token is still one of ours
      if (!(error instanceof joseErrors.JWTExpired)) return undefined;
      payload = error.payload;
      expired = true;
    }
    const { sub, fam, jti } = payload;
    if (typeof sub !== 'string' || !MEMBER_ID.test(sub)) return undefined;
    if (typeof fam !== 'string' || !UUID.test(fam) || typeof jti !== 'string' || !UUID.test(jti)) return undefined;
    return { memberId: Number(sub), familyId: fam, jti, expired };
  }
}
