import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { escapeHtml } from '../html';
import { FONT } from './html';
import { returnTarget, showShopLogin, submitShopLogin, type ShopLoginDeps } from './shop-login';

/**
 * The development stand-in of the external shop site (DESIGN.md, "The reference server"): the
 * app opens `${VITE_SHOP_URL}/cart` from the bottom bar, `${VITE_SHOP_URL}/like` from the header
 * and my page, a product's page from its card or 구매하기, and the member login from /login; and
 * VITE_SHOP_URL defaults to this base path. With a real shop, point VITE_SHOP_URL at
 * it and turn the stand-in off (SHOP_STANDIN=off); the base path then answers 404.
 */
export const SHOP_STANDIN_PATH = '/dev/shop';

interface StandinPage {
  readonly title: string;
  /** what the real shop shows on this page */
  readonly realPage: string;
  readonly heading: string;
  readonly text: string;
  /** an inline SVG drawing, 96×96 */
  readonly picture: string;
  /** the bottom button; default '마켓으로 돌아가기' to / */
  readonly action?: { readonly href: string; readonly label: string };
  /**
   * A script, for a page that acts by itself: served as `<page>.js` beside the page, never inline
   * (the Content-Security-Policy allows scripts from files of this origin only).
   */
  readonly script?: string;
}

const BACK_TO_MARKET = { href: '/', label: '마켓으로 돌아가기' } as const;

/** how long the logout page stays before a popup closes itself */
export const LOGOUT_POPUP_CLOSE_MS = 1000;

const ORANGE = '#FF6400';

const picture = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">` +
  `<circle cx="48" cy="48" r="46" fill="#FFF3E0"/>${body}</svg>`;

const pages: Readonly<Record<string, StandinPage>> = {
  cart: {
    title: '장바구니',
    realPage: '장바구니',
    heading: '장바구니에 담긴 상품이 없어요',
    text: '마켓에서 마음에 드는 상품을 골라 장바구니에 담아 보세요. 실제 서비스에서는 이 자리에 쇼핑몰의 장바구니와 주문하기 버튼이 보여요.',
    picture: picture(
      `<path d="M22 30h8l7 32h30l6-22H34" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<circle cx="41" cy="71" r="4.5" fill="${ORANGE}"/><circle cx="63" cy="71" r="4.5" fill="${ORANGE}"/>`,
    ),
  },
  like: {
    title: '찜한 상품',
    realPage: '찜한 상품',
    heading: '찜한 상품이 없어요',
    text: '상품의 하트를 눌러 찜해 두면 여기에서 모아 볼 수 있어요. 실제 서비스에서는 이 자리에 쇼핑몰에 찜해 둔 상품과 상점이 보여요.',
    picture: picture(
      `<path d="M48 72C30 60 22 50 22 40c0-8 6-14 13-14 6 0 10 3 13 8 3-5 7-8 13-8 7 0 13 6 13 14 0 10-8 20-26 32z" fill="${ORANGE}"/>`,
    ),
  },
  // The app opens this after logout (SPEC.md §4, "Logout"): in the same window on mobile Safari,
  // otherwise in a tiny new window, which closes itself.
  logout: {
    title: '로그아웃',
    realPage: '로그아웃',
    heading: '로그아웃되었어요',
    text: '쇼핑몰에서도 로그아웃되었어요. 작은 창으로 열렸다면 잠시 뒤 저절로 닫혀요.',
    picture: picture(
      `<path d="M40 28H28v40h12" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M46 48h26m-9-10 10 10-10 10" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
    // a popup (opened by the app: it has an opener) or a tiny window closes itself after 1 s
    script:
      `(function(){var popup=!!window.opener||(window.outerWidth>0&&window.outerWidth<=320);` +
      `if(popup){setTimeout(function(){window.close()},${LOGOUT_POPUP_CLOSE_MS})}})();`,
  },
};

/**
 * A product's page (`/product/detail.html?product_no=…`, the API's `shopPath`): where a purchase
 * leaves the app for. The real shop shows the product with its order buttons.
 */
const productPage = (productNo: string): StandinPage => ({
  title: '상품 상세',
  realPage: '상품 상세',
  heading: `상품 번호 ${productNo}`,
  text: '실제 서비스에서는 이 자리에 쇼핑몰의 상품 상세와 옵션 선택, 장바구니 담기와 바로 구매 버튼이 보여요.',
  picture: picture(
    `<path d="M30 36h36l-4 34H34z" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linejoin="round"/>` +
      `<path d="M40 36c0-6 4-10 8-10s8 4 8 10" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round"/>`,
  ),
});

/**
 * A whole page: mobile first (360–480 px), inline styles only, nothing loaded from elsewhere. The
 * back button goes where the app asked (its `returnPath` cookie, SPEC.md §4 External link), as the
 * real shop's does; without one, to the market's home.
 */
function renderPage(path: string, page: StandinPage, back?: string): string {
  const title = escapeHtml(page.title);
  const action = page.action ?? (back === undefined ? BACK_TO_MARKET : { href: back, label: BACK_TO_MARKET.label });
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${ORANGE}">
<title>${title} · 쇼핑몰 (개발용 대역)</title>
</head>
<body style="margin:0;background:#F5F5F5;color:#212121;font-family:${FONT};-webkit-text-size-adjust:100%;word-break:keep-all;overflow-wrap:anywhere">
<div style="box-sizing:border-box;max-width:480px;min-height:100vh;min-height:100dvh;margin:0 auto;background:#fff;display:flex;flex-direction:column">
<header style="position:sticky;top:0;display:flex;align-items:center;gap:8px;min-height:52px;padding:env(safe-area-inset-top) 16px 0;background:#fff;border-bottom:1px solid #EEEEEE">
<h1 style="margin:0;font-size:18px;font-weight:700;line-height:52px">${title}</h1>
<span style="margin-left:auto;padding:4px 8px;border-radius:999px;background:#FFF3E0;color:#B34700;font-size:12px;font-weight:700">개발용 대역</span>
</header>
<p role="note" style="margin:16px 16px 0;padding:12px 14px;border-radius:12px;background:#FFF3E0;color:#8A3A00;font-size:14px;line-height:1.6">
이 화면은 외부 쇼핑몰 '${escapeHtml(page.realPage)}' 페이지의 <strong>개발용 대역</strong>이에요. 실제 서비스에서는 쇼핑몰 사이트의 페이지가 열려요.
</p>
<main style="flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:40px 24px;text-align:center">
${page.picture}
<h2 style="margin:8px 0 0;font-size:18px;font-weight:700;line-height:1.4">${escapeHtml(page.heading)}</h2>
<p style="margin:0;max-width:320px;color:#616161;font-size:14px;line-height:1.6">${escapeHtml(page.text)}</p>
</main>
<footer style="padding:16px 16px calc(16px + env(safe-area-inset-bottom))">
<a href="${escapeHtml(action.href)}" style="display:flex;align-items:center;justify-content:center;height:52px;border-radius:12px;background:#E65100;color:#fff;font-size:19px;font-weight:700;text-decoration:none">${escapeHtml(action.label)}</a>
</footer>
</div>${page.script ? `\n<script src="${SHOP_STANDIN_PATH}/${path}.js"></script>` : ''}
</body>
</html>
`;
}

const scripts = new Map<string, string>(
  Object.entries(pages).flatMap(([path, page]) => (page.script === undefined ? [] : [[`${path}.js`, page.script] as const])),
);

const NOT_HERE = '개발용 쇼핑몰에 없는 페이지예요.';

/**
 * Mounted at SHOP_STANDIN_PATH: GET /cart, /like, /logout, /logout.js (the logout page's script),
 * /product/detail.html?product_no=…, and the member login (GET and POST /login, ./shop-login.ts).
 * Logout's `returnUrl` is accepted and not used: the stand-in keeps no session.
 */
export function shopStandinRoutes(deps: ShopLoginDeps): Hono {
  const back = (c: { req: { url: string } }, cookie: string | undefined) => returnTarget(cookie, c.req.url);
  return new Hono()
    .get('/login', (c) => showShopLogin(c))
    .post('/login', (c) => submitShopLogin(c, deps))
    .get('/product/detail.html', (c) => {
      const productNo = c.req.query('product_no') ?? '';
      if (!/^\d{1,18}$/.test(productNo)) return c.text(NOT_HERE, 404, { 'Cache-Control': 'no-store' });
      return c.html(renderPage('product', productPage(productNo), back(c, getCookie(c, 'returnPath'))), 200, { 'Cache-Control': 'no-store' });
    })
    .get('/:page', (c) => {
      const script = scripts.get(c.req.param('page'));
      if (script !== undefined) return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=UTF-8', 'Cache-Control': 'no-store' });
      const name = c.req.param('page');
      // own keys only: `constructor` or `__proto__` is no page
      const page = Object.hasOwn(pages, name) ? pages[name] : undefined;
      if (page === undefined) return c.text(NOT_HERE, 404, { 'Cache-Control': 'no-store' });
      return c.html(renderPage(name, page, back(c, getCookie(c, 'returnPath'))), 200, { 'Cache-Control': 'no-store' });
    });
}
