import { type Context, Hono } from 'hono';
import { type Clock, kstYear } from '../../time';
import { isSameOriginPath } from '../html';
import { appleSignInPage, EARLIEST_BIRTH_YEAR, idpErrorPage, naverConsentPage } from './pages';
import {
  type AppleName,
  type NaverAccount,
  type NaverGender,
  type NaverItem,
  NAVER_ITEMS,
  signAppleToken,
  signNaverToken,
  verifyNaverToken,
} from './tokens';

/**
 * The development identity providers (DESIGN.md "The reference server"), mounted at /dev/idp
 * when IDP_STANDIN is on:
 *
 * - Naver-like, implicit flow: GET /naver/authorize shows the consent screen; its form posts back
 *   to the same path, which redirects (303) to `redirect_uri#access_token=…&state=…&token_type=bearer&expires_in=3600`
 *   or, cancelled, `redirect_uri#error=access_denied&state=…&error_description=Canceled+By+User`.
 *   GET /naver/me with `Authorization: Bearer <token>` answers the profile with the agreed items only.
 * - Apple-like: GET /apple/authorize asks for the name; its form posts back, which redirects to
 *   `redirect_uri?id_token=…&state=…&user=<JSON>` or `redirect_uri?error=user_cancelled_authorize&state=…`.
 *
 * redirect_uri must be a path on this origin ('/login-landing'), else the provider answers a 400 page.
 */

/** What the real Naver says in the fragment; the stand-in's token itself lasts IDP_TOKEN_TTL_S. */
const NAVER_EXPIRES_IN = '3600';

const DEFAULT_NAVER_ACCOUNT: NaverAccount = {
  name: '김쇼핑',
  email: 'shopper@example.com',
  gender: 'F',
  birthyear: '1990',
  mobile: '010-1234-5678',
};

const DEFAULT_APPLE_NAME: AppleName = { firstName: '마켓', lastName: '김' };

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^010-\d{4}-\d{4}$/;

type Form = Record<string, string | File | (string | File)[]>;

/**
 * The posted form. A body that is no readable form (multipart without a boundary, broken parts)
 * reads as an empty one, so the provider answers its 400 page instead of a 500.
 */
async function readForm(c: Context): Promise<Form> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    return {};
  }
}

function formText(form: Form, name: string): string {
  const value = form[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

function formList(form: Form, name: string): string[] {
  const value = form[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string');
}

interface Request {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
}

/** The redirect parameters, or the reason the provider refuses them. */
function checkRequest(read: (name: string) => string): Request | string {
  const redirectUri = read('redirect_uri');
  if (!redirectUri) return 'redirect_uri 값이 없어요.';
  if (!isSameOriginPath(redirectUri)) {
    return "redirect_uri는 이 사이트 안의 경로여야 해요. '/'로 시작하는 경로를 보내 주세요. (다른 사이트 주소, '//'로 시작하는 주소, '#'이 든 주소는 받지 않아요)";
  }
  const state = read('state');
  if (!state) return 'state 값이 없어요. 요청마다 새로 만든 state 값을 보내 주세요.';
  if (state.length > 500) return 'state 값이 너무 길어요.';
  return { clientId: read('client_id').slice(0, 200), redirectUri, state };
}

function withFragment(path: string, params: Record<string, string>): string {
  return `${path}#${new URLSearchParams(params).toString()}`;
}

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

function isGender(value: string): value is NaverGender {
  return value === 'F' || value === 'M' || value === 'U';
}

/** The fields as entered, each falling back to `fallback` when empty (for showing the form again). */
function enteredNaverAccount(read: (name: string) => string, fallback: NaverAccount): NaverAccount {
  const gender = read('gender');
  return {
    name: read('name') || fallback.name,
    email: read('email') || fallback.email,
    gender: isGender(gender) ? gender : fallback.gender,
    birthyear: read('birthyear') || fallback.birthyear,
    mobile: read('mobile') || fallback.mobile,
  };
}

/** The account as entered; the first problem as a Korean sentence otherwise. */
function readNaverAccount(read: (name: string) => string, currentYear: number): NaverAccount | string {
  const [name, email, gender, birthyear, mobile] = ['name', 'email', 'gender', 'birthyear', 'mobile'].map(read) as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!name || name.length > 20) return '이름을 20자 안으로 입력해 주세요.';
  if (email.length > 100 || !EMAIL.test(email)) return '이메일 주소를 확인해 주세요.';
  if (!isGender(gender)) return '성별을 골라 주세요.';
  const year = Number(birthyear);
  if (!/^\d{4}$/.test(birthyear) || year < EARLIEST_BIRTH_YEAR || year > currentYear) return '출생연도를 골라 주세요.';
  if (!MOBILE.test(mobile)) return "휴대전화번호는 '010-1234-5678' 형식으로 입력해 주세요.";
  return { name, email, gender, birthyear, mobile };
}

function readAppleName(read: (name: string) => string): AppleName | string {
  const firstName = read('firstName');
  const lastName = read('lastName');
  if (!firstName || !lastName) return '성과 이름을 모두 입력해 주세요.';
  if (firstName.length > 20 || lastName.length > 20) return '성과 이름은 각각 20자까지 입력할 수 있어요.';
  return { firstName, lastName };
}

function page(c: Context, html: string, status: 200 | 400 = 200): Response {
  return c.html(html, status, { 'Cache-Control': 'no-store' });
}

export function idpStandinRoutes(key: Uint8Array, clock: Clock): Hono {
  const currentYear = () => kstYear(clock());

  return new Hono()
    .get('/naver/authorize', (c) => {
      const read = (name: string) => c.req.query(name)?.trim() ?? '';
      const request = checkRequest(read);
      if (typeof request === 'string') return page(c, idpErrorPage('naver', request), 400);
      // test accounts link back here with their values as query parameters
      const account = enteredNaverAccount(read, DEFAULT_NAVER_ACCOUNT);
      return page(
        c,
        naverConsentPage(
          {
            ...request,
            authType: read('auth_type').slice(0, 40),
            account,
            agreed: NAVER_ITEMS,
          },
          currentYear(),
        ),
      );
    })
    .post('/naver/authorize', async (c) => {
      const form = await readForm(c);
      const read = (name: string) => formText(form, name);
      const request = checkRequest(read);
      if (typeof request === 'string') return page(c, idpErrorPage('naver', request), 400);
      if (read('action') === 'cancel') {
        return c.redirect(
          withFragment(request.redirectUri, { error: 'access_denied', state: request.state, error_description: 'Canceled By User' }),
          303,
        );
      }
      const agreed = NAVER_ITEMS.filter((item: NaverItem) => formList(form, 'agree').includes(item));
      const account = readNaverAccount(read, currentYear());
      if (typeof account === 'string') {
        const shown = enteredNaverAccount(read, DEFAULT_NAVER_ACCOUNT);
        return page(
          c,
          naverConsentPage({ ...request, authType: read('auth_type'), account: shown, agreed, error: account }, currentYear()),
          400,
        );
      }
      const token = await signNaverToken(key, account, agreed, clock());
      return c.redirect(
        withFragment(request.redirectUri, {
          access_token: token,
          state: request.state,
          token_type: 'bearer',
          expires_in: NAVER_EXPIRES_IN,
        }),
        303,
      );
    })
    .get('/naver/me', async (c) => {
      const header = c.req.header('Authorization')?.trim() ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      const profile = token === undefined ? undefined : await verifyNaverToken(key, token, clock());
      if (profile === undefined) return c.json({ resultcode: '024', message: 'Authentication failed' }, 401);
      return c.json({ resultcode: '00', message: 'success', response: profile });
    })
    .get('/apple/authorize', (c) => {
      const read = (name: string) => c.req.query(name)?.trim() ?? '';
      const request = checkRequest(read);
      if (typeof request === 'string') return page(c, idpErrorPage('apple', request), 400);
      return page(c, appleSignInPage({ ...request, responseMode: read('response_mode').slice(0, 20), name: DEFAULT_APPLE_NAME }));
    })
    .post('/apple/authorize', async (c) => {
      const form = await readForm(c);
      const read = (name: string) => formText(form, name);
      const request = checkRequest(read);
      if (typeof request === 'string') return page(c, idpErrorPage('apple', request), 400);
      if (read('action') === 'cancel') {
        return c.redirect(withQuery(request.redirectUri, { error: 'user_cancelled_authorize', state: request.state }), 303);
      }
      const name = readAppleName(read);
      if (typeof name === 'string') {
        return page(
          c,
          appleSignInPage({ ...request, responseMode: read('response_mode'), name: DEFAULT_APPLE_NAME, error: name }),
          400,
        );
      }
      const token = await signAppleToken(key, name, request.clientId, clock());
      return c.redirect(
        withQuery(request.redirectUri, {
          id_token: token,
          state: request.state,
          user: JSON.stringify({ name: { firstName: name.firstName, lastName: name.lastName } }),
        }),
        303,
      );
    });
}
