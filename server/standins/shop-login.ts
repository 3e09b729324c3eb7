import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { TokenService } from '../auth/tokens';
import type { AppDb } from '../db/client';
import { members } from '../db/schema';
import { escapeHtml } from '../html';
import { isSameOriginPath, renderDocument } from './html';

/**
 * The shop's member login, as the development stand-in of the external shop site plays it
 * (issue 25; SPEC.md §1 "Login uses an external shop login plus social sign-in", §9 shared cookies).
 *
 * What the real shop does, and so this page: the app sends the shopper to
 * `<shop>/login?returnUrl=<app>/login-action`. After a login the shop, which lives on the app's
 * parent domain, writes the market's token pair into the shared cookies `ACCESS_TOKEN` and
 * `REFRESH_TOKEN` (SPEC.md §9: Secure, SameSite None, Path /, the parent domain) and sends the
 * shopper back to `returnUrl` with `result=success`. A shopper who gives up comes back with
 * `result=cancel`. /login-action (src/app/shop-login.ts) takes the pair from the cookies, checks it
 * with the server and signs the shopper in.
 *
 * The stand-in's shop members are the market's members with an email (they are registered with the
 * shop: `shop_registered`), all with the development password below; it keeps no session of its own.
 */

export const SHOP_LOGIN_PASSWORD = 'market1234';
export const ACCESS_COOKIE = 'ACCESS_TOKEN';
export const REFRESH_COOKIE = 'REFRESH_TOKEN';
/** SPEC.md §9: the refresh cookie lasts 3 months after the access token's expiry */
const REFRESH_COOKIE_MONTHS = 3;

const ORANGE = '#FF6400';
const LOGIN_FAILED = '아이디 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.';
const MISSING = '아이디와 비밀번호를 모두 입력해 주세요.';
const DEMO_ACCOUNTS = ['stars@example.com', 'cook@example.com'];

/**
 * Where the shopper goes back to: a path of this origin, or an absolute URL of this origin (the
 * app and the shop share the parent domain; here they share the server). Anything else: none.
 */
export function returnTarget(raw: string | undefined, requestUrl: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.startsWith('/')) return isSameOriginPath(raw) ? raw : undefined;
  try {
    const url = new URL(raw);
    const origin = new URL(requestUrl).origin;
    if (url.origin !== origin || url.username !== '' || url.password !== '' || url.hash !== '') return undefined;
    const path = `${url.pathname}${url.search}`;
    return isSameOriginPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** `target` with `result=<value>` added to its query. */
export function withResult(target: string, result: 'success' | 'cancel'): string {
  const url = new URL(target, 'http://stand-in.invalid');
  url.searchParams.set('result', result);
  return `${url.pathname}${url.search}`;
}

interface LoginForm {
  readonly returnUrl: string | undefined;
  readonly email: string;
  readonly error?: string;
}

export function shopLoginPage({ returnUrl, email, error }: LoginForm): string {
  const back = returnUrl === undefined ? '/login' : withResult(returnUrl, 'cancel');
  const field = (name: string, label: string, type: string, value: string, autocomplete: string) =>
    `<label style="display:flex;flex-direction:column;gap:6px;font-size:14px;font-weight:700;color:#424242">${label}` +
    `<input name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required ` +
    `style="box-sizing:border-box;height:48px;padding:0 14px;border:1px solid #BDBDBD;border-radius:10px;font-size:16px;font-family:inherit;color:#212121;background:#fff"></label>`;
  const body = `<div style="box-sizing:border-box;max-width:480px;min-height:100vh;min-height:100dvh;margin:0 auto;background:#fff;display:flex;flex-direction:column">
<header style="position:sticky;top:0;display:flex;align-items:center;gap:8px;min-height:52px;padding:env(safe-area-inset-top) 16px 0;background:#fff;border-bottom:1px solid #EEEEEE">
<h1 style="margin:0;font-size:18px;font-weight:700;line-height:52px">쇼핑몰 로그인</h1>
<span style="margin-left:auto;padding:4px 8px;border-radius:999px;background:#FFF3E0;color:#B34700;font-size:12px;font-weight:700">개발용 대역</span>
</header>
<p role="note" style="margin:16px 16px 0;padding:12px 14px;border-radius:12px;background:#FFF3E0;color:#8A3A00;font-size:14px;line-height:1.6">
이 화면은 외부 쇼핑몰 '로그인' 페이지의 <strong>개발용 대역</strong>이에요. 마켓 회원의 이메일과 개발용 비밀번호 <strong>${SHOP_LOGIN_PASSWORD}</strong>로 로그인할 수 있어요 (예: ${DEMO_ACCOUNTS.join(', ')}).
</p>
<main style="flex:1;padding:24px 16px">
<form method="post" action="/dev/shop/login" style="display:flex;flex-direction:column;gap:16px">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl ?? '')}">
${error ? `<p role="alert" style="margin:0;padding:12px 14px;border-radius:10px;background:#FFEBEE;color:#B00020;font-size:14px;line-height:1.5">${escapeHtml(error)}</p>` : ''}
${field('email', '아이디(이메일)', 'email', email, 'username')}
${field('password', '비밀번호', 'password', '', 'current-password')}
<button type="submit" style="height:52px;border:0;border-radius:12px;background:#E65100;color:#fff;font-size:18px;font-weight:700;font-family:inherit">로그인</button>
</form>
<p style="margin:20px 0 0;color:#616161;font-size:14px;line-height:1.6;text-align:center">네이버나 Apple로 가입했다면 마켓의 로그인 화면에서 그 계정으로 로그인해 주세요.</p>
</main>
<footer style="padding:16px 16px calc(16px + env(safe-area-inset-bottom))">
<a href="${escapeHtml(back)}" style="display:flex;align-items:center;justify-content:center;height:48px;border-radius:12px;border:1px solid #BDBDBD;color:#424242;font-size:16px;font-weight:700;text-decoration:none">로그인하지 않고 돌아가기</a>
</footer>
</div>`;
  return renderDocument({ title: '쇼핑몰 로그인', site: '쇼핑몰', themeColor: ORANGE, body });
}

function formText(form: Record<string, unknown>, name: string, max: number): string {
  const value = form[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

export interface ShopLoginDeps {
  readonly db: AppDb;
  readonly tokens: TokenService;
}

/** GET /login: the login form. */
export function showShopLogin(c: Context): Response {
  const returnUrl = returnTarget(c.req.query('returnUrl'), c.req.url);
  return c.html(shopLoginPage({ returnUrl, email: '' }), 200, { 'Cache-Control': 'no-store' });
}

/**
 * POST /login: checks the member and the password, writes the shared token cookies and goes back
 * to `returnUrl` with `result=success` (303); a wrong login shows the form again (401).
 */
export async function submitShopLogin(c: Context, { db, tokens }: ShopLoginDeps): Promise<Response> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  const returnUrl = returnTarget(formText(form, 'returnUrl', 2048), c.req.url);
  const email = formText(form, 'email', 320);
  const password = formText(form, 'password', 200);
  const again = (error: string) => c.html(shopLoginPage({ returnUrl, email, error }), 401, { 'Cache-Control': 'no-store' });
  if (email === '' || password === '') return again(MISSING);

  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, isNull(members.withdrawnAt), eq(members.shopRegistered, true)))
    .orderBy(sql`${members.lastSignInAt} desc nulls last`)
    .limit(1);
  if (member === undefined || password !== SHOP_LOGIN_PASSWORD) return again(LOGIN_FAILED);

  const pair = await tokens.issueForSignIn(member.id, undefined);
  const expires = new Date(pair.expireDt);
  const refreshExpires = new Date(expires);
  refreshExpires.setMonth(refreshExpires.getMonth() + REFRESH_COOKIE_MONTHS);
  // the app reads these (SPEC.md §9): not HttpOnly. Secure and SameSite=None over https, as the real
  // shop writes them on the parent domain; over plain http (127.0.0.1) browsers refuse that pair
  const secure = new URL(c.req.url).protocol === 'https:';
  const attributes = { path: '/', ...(secure ? { secure: true, sameSite: 'None' as const } : { sameSite: 'Lax' as const }) };
  setCookie(c, ACCESS_COOKIE, pair.accessToken, { ...attributes, expires });
  setCookie(c, REFRESH_COOKIE, pair.refreshToken, { ...attributes, expires: refreshExpires });
  return c.redirect(withResult(returnUrl ?? '/login-action', 'success'), 303);
}
