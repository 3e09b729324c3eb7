import type { Hono } from 'hono';
import { signingKeys, type SigningKeys } from './auth/keys';
import { createApp } from './app';
import { readConfig } from './config';
import type { AppDb } from './db/client';
import { type AppleName, type NaverAccount, NAVER_ITEMS, type NaverItem, signAppleToken, signNaverToken } from './standins/idp/tokens';
import type { Clock } from './time';
import type { PagesSource } from './render/app-pages';

/**
 * For tests: the app on a test database with a fixed JWT secret and a clock the test moves, and
 * helpers to sign in through the development identity providers.
 */

export const TEST_JWT_SECRET = 'test-only-secret-0123456789abcdefghijklmnopqrstuv';

export interface TestClock {
  readonly clock: Clock;
  /** moves the clock forward */
  advance(seconds: number): void;
}

export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(seconds) {
      now += seconds * 1000;
    },
  };
}

export interface TestApp {
  readonly app: Hono;
  readonly keys: SigningKeys;
  readonly time: TestClock;
  /** what the app logged as unexpected (5xx) errors */
  readonly logged: unknown[];
}

export function testApp(db: AppDb, env: Record<string, string> = {}, time: TestClock = testClock(), pages?: PagesSource): TestApp {
  const config = readConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    DIST_DIR: '/nonexistent-dist',
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  });
  const logged: unknown[] = [];
  const app = createApp({ db, config, clock: time.clock, logError: (error) => logged.push(error), pages });
  return { app, keys: signingKeys(config.jwtSecret), time, logged };
}

let sequence = 0;

/** A Naver account of its own for each call (unique email), born in 1990. */
export function naverAccount(overrides: Partial<NaverAccount> = {}): NaverAccount {
  sequence += 1;
  return {
    name: '김테스트',
    email: `tester${Date.now().toString(36)}${sequence}@example.com`,
    gender: 'F',
    birthyear: '1990',
    mobile: '010-1234-5678',
    ...overrides,
  };
}

export function naverToken(t: TestApp, account: NaverAccount = naverAccount(), agreed: readonly NaverItem[] = NAVER_ITEMS): Promise<string> {
  return signNaverToken(t.keys.idp, account, agreed, t.time.clock());
}

export function appleToken(t: TestApp, name: AppleName): Promise<string> {
  return signAppleToken(t.keys.idp, name, 'market.web', t.time.clock());
}

export interface SignInBody {
  channelType: number;
  redirectUri: string;
  state: string;
  deviceType: number;
  name?: string;
}

export interface SignInResponse {
  accessToken: string;
  refreshToken: string;
  expireDt: string;
  banStatus: { isBanned: boolean; message: string | null };
  isCafe24Register: boolean;
  isNewMember: boolean;
}

export function signInRequest(
  t: TestApp,
  socialToken: string | undefined,
  body: Partial<SignInBody> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    t.app.request('/api/v2/auth/social/signin-and-up', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        deviceUuid: 'w-test-device',
        ...(socialToken === undefined ? {} : { socialToken }),
        ...headers,
      },
      body: JSON.stringify({ channelType: 1001, redirectUri: '/login-landing', state: 'state-1', deviceType: 1002, ...body }),
    }),
  );
}

/** Signs a new Naver member in; answers the sign-in body. */
export async function signInNaver(t: TestApp, account: NaverAccount = naverAccount()): Promise<SignInResponse> {
  const res = await signInRequest(t, await naverToken(t, account));
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as SignInResponse;
}

/** The member id in an access token's `sub`. */
export function memberIdOf(accessToken: string): number {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return Number(payload.sub);
}

export function bearer(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}` };
}

export const OPERATOR_HEADERS = { 'X-Operator-Key': 'dev-operator' } as const;
