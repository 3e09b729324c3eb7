import { createHash, randomUUID } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { epochSeconds } from '../../time';

/**
 * Tokens of the development identity providers. Both are JWTs (HS256) signed with the server's
 * IdP key (derived from JWT_SECRET, see auth/keys.ts), valid 10 minutes, with the provider as
 * audience: a Naver token is never an Apple token, and neither is ever an access token.
 */
export const IDP_TOKEN_TTL_S = 600;
const ISSUER = 'dev-idp';
const ALGORITHM = 'HS256';

/** The items a Naver member can agree to provide (SPEC.md §5: all four are required by the market). */
export const NAVER_ITEMS = ['email', 'gender', 'birthyear', 'mobile'] as const;
export type NaverItem = (typeof NAVER_ITEMS)[number];

export type NaverGender = 'F' | 'M' | 'U';

/** A Naver account as entered on the consent screen. */
export interface NaverAccount {
  readonly name: string;
  readonly email: string;
  readonly gender: NaverGender;
  /** four digits, '1990' */
  readonly birthyear: string;
  /** '010-1234-5678' */
  readonly mobile: string;
}

/** What Naver's profile call (/v1/nid/me) answers in `response`: only the agreed items. */
export interface NaverProfile {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
  readonly gender?: NaverGender;
  readonly birthyear?: string;
  readonly mobile?: string;
}

export interface AppleName {
  readonly firstName: string;
  readonly lastName: string;
}

/** What the Apple-like identity token says about the person. */
export interface AppleIdentity {
  readonly sub: string;
  /** a private relay address, as Apple hands out */
  readonly email: string;
  /** '김마켓': family name then given name */
  readonly name: string;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Naver's user id for an account: stable per email (case-insensitive). */
export function naverUserId(email: string): string {
  return Buffer.from(digest(`naver:${email.trim().toLowerCase()}`), 'hex').toString('base64url').slice(0, 32);
}

/** Apple's user id for a person: stable per name, in Apple's `000123.<hex>.0123` shape. */
export function appleUserId(name: AppleName): string {
  const hex = digest(`apple:${name.lastName.trim()}${name.firstName.trim()}`);
  const prefix = String(parseInt(hex.slice(0, 4), 16) % 1000).padStart(6, '0');
  return `${prefix}.${hex.slice(4, 36)}.${hex.slice(36, 40)}`;
}

export function appleRelayEmail(sub: string): string {
  return `${digest(sub).slice(0, 10)}@privaterelay.appleid.com`;
}

export async function signNaverToken(key: Uint8Array, account: NaverAccount, agreed: readonly NaverItem[], now: Date): Promise<string> {
  const items: Partial<Record<NaverItem, string>> = {};
  for (const item of agreed) items[item] = account[item];
  return sign(key, 'naver', naverUserId(account.email), { name: account.name, items }, now);
}

export async function verifyNaverToken(key: Uint8Array, token: string, now: Date): Promise<NaverProfile | undefined> {
  const payload = await verify(key, 'naver', token, now);
  if (payload === undefined || typeof payload.name !== 'string') return undefined;
  const items = typeof payload.items === 'object' && payload.items !== null ? (payload.items as Record<string, unknown>) : {};
  const text = (name: NaverItem) => (typeof items[name] === 'string' ? items[name] : undefined);
  const gender = text('gender');
  return {
    id: payload.sub as string,
    name: payload.name,
    ...(text('email') !== undefined && { email: text('email') }),
    ...(gender === 'F' || gender === 'M' || gender === 'U' ? { gender } : {}),
    ...(text('birthyear') !== undefined && { birthyear: text('birthyear') }),
    ...(text('mobile') !== undefined && { mobile: text('mobile') }),
  };
}

export async function signAppleToken(key: Uint8Array, name: AppleName, clientId: string, now: Date): Promise<string> {
  const sub = appleUserId(name);
  return sign(
    key,
    'apple',
    sub,
    {
      email: appleRelayEmail(sub),
      email_verified: true,
      is_private_email: true,
      name: `${name.lastName.trim()}${name.firstName.trim()}`,
      ...(clientId ? { client_id: clientId } : {}),
    },
    now,
  );
}

export async function verifyAppleToken(key: Uint8Array, token: string, now: Date): Promise<AppleIdentity | undefined> {
  const payload = await verify(key, 'apple', token, now);
  if (payload === undefined || typeof payload.email !== 'string' || typeof payload.name !== 'string') return undefined;
  return { sub: payload.sub as string, email: payload.email, name: payload.name };
}

async function sign(key: Uint8Array, audience: string, subject: string, claims: JWTPayload, now: Date): Promise<string> {
  const iat = epochSeconds(now);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + IDP_TOKEN_TTL_S)
    .sign(key);
}

async function verify(key: Uint8Array, audience: string, token: string, now: Date): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload : undefined;
  } catch {
    return undefined;
  }
}
