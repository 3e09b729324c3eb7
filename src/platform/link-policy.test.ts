import { describe, expect, it } from 'vitest';
import { testLinkRules, testLinks, testPolicy, testShortLinkTargets } from '../../machines/external-link/external-link.test-kit';
import {
  classifyLink,
  classifyShortLinkTarget,
  hostMatches,
  isOwnHost,
  isUnderUrl,
  linkDecisions,
  parseHostList,
  parseLeaveUrl,
  pathnameOf,
  queryOf,
  safeAppPath,
  toAppPath,
  type LinkPolicy,
} from './link-policy';

const policy: LinkPolicy = {
  appOrigin: 'https://m.market.kr',
  ownHosts: ['shop.example', 'store.example', 'market.example'],
  serverPathPrefixes: ['/dev/', '/api'],
};

describe('hostMatches: exact host or dot boundary, never a substring', () => {
  it.each([
    ['shop.example', 'shop.example', true],
    ['SHOP.Example', 'shop.example', true],
    ['shop.example.', 'shop.example', true],
    ['m.shop.example', 'shop.example', true],
    ['a.b.shop.example', 'shop.example', true],
    ['evilshop.example', 'shop.example', false],
    ['evil-shop.example', 'shop.example', false],
    ['shop.example.evil.test', 'shop.example', false],
    ['shop.examplex', 'shop.example', false],
    ['xshop.example', 'shop.example', false],
    ['example', 'shop.example', false],
    ['', 'shop.example', false],
    ['shop.example', '', false],
  ])('%s against %s → %s', (host, own, expected) => {
    expect(hostMatches(host, own)).toBe(expected);
  });

  it('isOwnHost checks every own host', () => {
    expect(isOwnHost('store.example', policy.ownHosts)).toBe(true);
    expect(isOwnHost('www.market.example', policy.ownHosts)).toBe(true);
    expect(isOwnHost('evilmarket.example', policy.ownHosts)).toBe(false);
    expect(isOwnHost('shop.example', [])).toBe(false);
  });

  it('parseHostList reads VITE_OWN_HOSTS, dropping empty entries, paths and ports', () => {
    expect(parseHostList(' shop.market.kr, Store.Market.kr ,,market.kr.,https://x.y/,a:1')).toEqual(['shop.market.kr', 'store.market.kr', 'market.kr']);
  });
});

describe('safeAppPath', () => {
  it.each([
    ['/', '/'],
    ['/deal/12?x=1#top', '/deal/12?x=1#top'],
    ['  /best  ', '/best'],
  ])('accepts %j', (value, expected) => {
    expect(safeAppPath(value)).toBe(expected);
  });

  it.each([['//evil.example'], ['/\\evil.example'], ['https://m.market.kr/'], ['deal/1'], [''], ['/a\nb'], ['/a\u0000'], [42], [null], [undefined]])(
    'refuses %j',
    (value) => {
      expect(safeAppPath(value)).toBeNull();
    },
  );
});

describe('classifyLink', () => {
  it('routes app paths and this origin inside the app', () => {
    expect(classifyLink('/deal/3?from=banner', policy)).toEqual({ kind: 'inApp', path: '/deal/3?from=banner' });
    expect(classifyLink('https://m.market.kr/event/7?type=a#b', policy)).toEqual({ kind: 'inApp', path: '/event/7?type=a#b' });
  });

  it('routes the product’s own hosts inside the app (exact host or subdomain)', () => {
    expect(classifyLink('https://shop.example/best', policy)).toEqual({ kind: 'inApp', path: '/best' });
    expect(classifyLink('http://m.store.example/local/11', policy)).toEqual({ kind: 'inApp', path: '/local/11' });
    expect(classifyLink('https://market.example', policy)).toEqual({ kind: 'inApp', path: '/' });
  });

  it('hands off look-alike hosts as external pages, never inside the app', () => {
    expect(classifyLink('https://evilshop.example/best', policy)).toEqual({ kind: 'external', url: 'https://evilshop.example/best' });
    expect(classifyLink('https://shop.example.evil.test/', policy)).toEqual({ kind: 'external', url: 'https://shop.example.evil.test/' });
  });

  it('treats server pages of this origin (stand-ins, API) as external pages', () => {
    expect(classifyLink('/dev/shop/cart', policy)).toEqual({ kind: 'external', url: 'https://m.market.kr/dev/shop/cart' });
    expect(classifyLink('/api', policy)).toEqual({ kind: 'external', url: 'https://m.market.kr/api' });
    expect(classifyLink('/apiary', policy)).toEqual({ kind: 'inApp', path: '/apiary' });
    expect(classifyLink('/development', policy)).toEqual({ kind: 'inApp', path: '/development' });
  });

  it('hands off other http(s) sites', () => {
    expect(classifyLink('https://www.youtube.com/watch?v=1', policy)).toEqual({ kind: 'external', url: 'https://www.youtube.com/watch?v=1' });
  });

  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['data:text/html,<script>1</script>', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['marketapp://home', 'scheme'],
    ['https://user:pass@shop.example/', 'credentials'],
    ['//evil.example/x', 'malformed'],
    ['/\\evil.example', 'malformed'],
    ['java\nscript:alert(1)', 'malformed'],
    ['https://', 'malformed'],
    ['', 'empty'],
    ['   ', 'empty'],
  ])('refuses %j (%s)', (url, reason) => {
    expect(classifyLink(url, policy)).toEqual({ kind: 'refused', reason });
  });

  it('refuses what is not a string', () => {
    expect(classifyLink(undefined, policy)).toEqual({ kind: 'refused', reason: 'empty' });
    expect(classifyLink({ url: '/' }, policy)).toEqual({ kind: 'refused', reason: 'empty' });
  });
});

describe('the shop site (VITE_SHOP_URL) always leaves the app', () => {
  const withShop: LinkPolicy = { ...policy, leaveUrls: ['https://shop.example', 'https://mall.test/shop'] };

  it('hands off the shop’s pages even though its host is an own host', () => {
    const product = 'https://shop.example/product/detail.html?product_no=1099';
    expect(classifyLink(product, withShop)).toEqual({ kind: 'external', url: product });
    expect(classifyLink('https://mall.test/shop/cart', withShop)).toEqual({ kind: 'external', url: 'https://mall.test/shop/cart' });
    // other subdomains of an own host still route inside the app
    expect(classifyLink('https://m.shop.example/best', withShop)).toEqual({ kind: 'inApp', path: '/best' });
  });

  it('matches the base at a path segment and the exact origin only', () => {
    expect(isUnderUrl(new URL('https://mall.test/shop'), 'https://mall.test/shop')).toBe(true);
    expect(isUnderUrl(new URL('https://mall.test/shopping'), 'https://mall.test/shop')).toBe(false);
    expect(isUnderUrl(new URL('http://shop.example/'), 'https://shop.example')).toBe(false);
    expect(isUnderUrl(new URL('https://shop.example.evil.test/'), 'https://shop.example')).toBe(false);
    expect(isUnderUrl(new URL('https://shop.example/x'), 'not a url')).toBe(false);
  });

  it('parseLeaveUrl keeps absolute http(s) bases only', () => {
    expect(parseLeaveUrl('https://shop.example.co.kr/')).toEqual(['https://shop.example.co.kr']);
    expect(parseLeaveUrl(' https://mall.test/shop/ ')).toEqual(['https://mall.test/shop']);
    expect(parseLeaveUrl('/dev/shop')).toEqual([]);
    expect(parseLeaveUrl('javascript:alert(1)')).toEqual([]);
    expect(parseLeaveUrl('https://u:p@shop.example')).toEqual([]);
  });

  it('lets short links lead to the shop (SPEC.md §5 link host check)', () => {
    const shopOnly: LinkPolicy = { ...policy, ownHosts: [], leaveUrls: ['https://mall.test/shop'] };
    expect(classifyShortLinkTarget('https://mall.test/shop/event', shopOnly)).toEqual({ kind: 'external', url: 'https://mall.test/shop/event' });
    expect(classifyShortLinkTarget('https://mall.test/other', shopOnly)).toEqual({ kind: 'refused', reason: 'host' });
  });
});

describe('classifyShortLinkTarget: short links follow only allowed targets', () => {
  it('follows app paths, own hosts and server pages of this origin', () => {
    expect(classifyShortLinkTarget('/period/4', policy)).toEqual({ kind: 'inApp', path: '/period/4' });
    expect(classifyShortLinkTarget('https://shop.example/x', policy)).toEqual({ kind: 'inApp', path: '/x' });
    expect(classifyShortLinkTarget('/dev/shop/cart', policy)).toEqual({ kind: 'external', url: 'https://m.market.kr/dev/shop/cart' });
  });

  it('refuses every other site', () => {
    expect(classifyShortLinkTarget('https://evilshop.example/', policy)).toEqual({ kind: 'refused', reason: 'host' });
    expect(classifyShortLinkTarget('https://phishing.test/login', policy)).toEqual({ kind: 'refused', reason: 'host' });
    expect(classifyShortLinkTarget('javascript:alert(1)', policy)).toEqual({ kind: 'refused', reason: 'scheme' });
  });
});

describe('toAppPath: paths from the host app and redirects', () => {
  it('answers app paths, and the path of own-host URLs', () => {
    expect(toAppPath('/my-page', policy)).toBe('/my-page');
    expect(toAppPath('https://shop.example/best?x=1', policy)).toBe('/best?x=1');
  });

  it('answers null for anything that leaves the app', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/dev/shop/cart', 'javascript:1', '', 7]) {
      expect(toAppPath(value, policy)).toBeNull();
    }
  });
});

describe('path helpers', () => {
  it('pathnameOf and queryOf split an app path', () => {
    expect(pathnameOf('/event/3?type=a#x')).toBe('/event/3');
    expect(pathnameOf('/event/3#x?y')).toBe('/event/3');
    expect(queryOf('/event/3?type=a&b=2#x').get('type')).toBe('a');
    expect(queryOf('/event/3#x?type=a').get('type')).toBeNull();
    expect(queryOf('/event/3').toString()).toBe('');
  });
});

describe('the machines’ test decisions (machines/external-link/external-link.test-kit.ts)', () => {
  // the machine tests cannot import this module (machines/ never import src/): their table of
  // decisions is checked here against the real policy under the same rules
  const decisions = linkDecisions(testLinkRules);
  it.each(Object.entries(testLinks))('classifyLink(%j) as the policy decides', (url, target) => {
    expect(decisions.classifyLink(url)).toEqual(target);
    expect(testPolicy.toAppPath(url)).toBe(decisions.toAppPath(url));
  });
  it.each(Object.entries(testShortLinkTargets))('classifyShortLinkTarget(%j) as the policy decides', (url, target) => {
    expect(decisions.classifyShortLinkTarget(url)).toEqual(target);
  });
});
