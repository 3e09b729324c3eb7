import { describe, expect, it } from 'vitest';
import { canRetry, hasExternalReferrer, isReloading, shortLinkView } from './external-link.selectors';
import { apiError, createExternalLinkKit, createShortLinkKit, networkError } from './external-link.test-kit';

describe('external link (SPEC.md §4)', () => {
  it('in a browser: saves the scroll, sets the flag, writes the cookies, then opens a new tab', () => {
    const kit = createExternalLinkKit({ environment: 'browser' });
    kit.start();
    kit.open('https://www.youtube.com/watch?v=1');
    expect(kit.names()).toEqual(['saveScrollPosition', 'markExternalReferrer', 'writeReturnCookies', 'openInNewTab']);
    expect(kit.actions.at(-1)).toEqual({ name: 'openInNewTab', params: { url: 'https://www.youtube.com/watch?v=1' } });
    expect(hasExternalReferrer(kit.actor.getSnapshot())).toBe(true);
    expect(kit.actor.getSnapshot().value).toBe('ready');
    expect(kit.actor.getSnapshot().context.target).toBeNull();
  });

  it('in the web view: opens through the native bridge', () => {
    const kit = createExternalLinkKit({ environment: 'webView' });
    kit.start();
    kit.open('/dev/shop/cart');
    expect(kit.names()).toEqual(['saveScrollPosition', 'markExternalReferrer', 'writeReturnCookies', 'openThroughBridge']);
    expect(kit.actions.at(-1)?.params).toEqual({ url: 'https://m.market.kr/dev/shop/cart' });
  });

  it('in a popup: sends the opener to the page', () => {
    const kit = createExternalLinkKit({ environment: 'popup' });
    kit.start();
    kit.open('https://partner.example/');
    expect(kit.names().at(-1)).toBe('openInOpener');
    expect(kit.count('openInNewTab')).toBe(0);
  });

  it('routes links to the product’s own hosts inside the app, with no hand-off', () => {
    const kit = createExternalLinkKit();
    kit.start();
    kit.open('https://shop.market.kr/deal/12?from=banner');
    expect(kit.actions).toEqual([{ name: 'navigateInApp', params: { path: '/deal/12?from=banner' } }]);
    expect(hasExternalReferrer(kit.actor.getSnapshot())).toBe(false);
  });

  it('hands off a look-alike host (substring of an own host) as an external page', () => {
    const kit = createExternalLinkKit();
    kit.start();
    kit.open('https://evilshop.market.kr.example/deal/12');
    expect(kit.count('navigateInApp')).toBe(0);
    expect(kit.actions.at(-1)).toEqual({ name: 'openInNewTab', params: { url: 'https://evilshop.market.kr.example/deal/12' } });
  });

  it('refuses javascript: and malformed links without side effects', () => {
    const kit = createExternalLinkKit();
    kit.start();
    kit.open('javascript:alert(document.cookie)');
    kit.open('//evil.example');
    expect(kit.names()).toEqual(['refuseLink', 'refuseLink']);
    expect(kit.actor.getSnapshot().value).toBe('ready');
  });

  it('coming back to a live page with the flag reloads once', () => {
    const kit = createExternalLinkKit();
    kit.start();
    kit.actor.send({ type: 'externalLink.returned' });
    expect(kit.count('reloadPage')).toBe(0);
    kit.open('https://partner.example/');
    kit.actor.send({ type: 'externalLink.returned' });
    kit.actor.send({ type: 'externalLink.returned' });
    expect(kit.count('reloadPage')).toBe(1);
    expect(isReloading(kit.actor.getSnapshot())).toBe(true);
    // the flag stays for the fresh page, which restores the scroll
    expect(kit.count('clearExternalReferrer')).toBe(0);
  });

  it('a page loaded with the flag clears it and restores the scroll, without reloading again', () => {
    const kit = createExternalLinkKit({ externalReferrer: true });
    kit.start();
    expect(kit.names()).toEqual(['clearExternalReferrer', 'restoreScrollPosition']);
    expect(hasExternalReferrer(kit.actor.getSnapshot())).toBe(false);
    kit.actor.send({ type: 'externalLink.returned' });
    expect(kit.count('reloadPage')).toBe(0);
  });
});

describe('short link /link/:code', () => {
  it('looks the code up and replaces the page with an app path', async () => {
    const kit = createShortLinkKit('SPRING');
    kit.start();
    expect(kit.lookups).toEqual(['SPRING']);
    expect(shortLinkView(kit.actor.getSnapshot())).toBe('loading');
    await kit.resolve('/event/3?type=spring');
    expect(kit.actions).toEqual([{ name: 'replaceInApp', params: { path: '/event/3?type=spring' } }]);
    expect(shortLinkView(kit.actor.getSnapshot())).toBe('redirecting');
  });

  it('follows an own-host link inside the app, and a server page of this origin in the window', async () => {
    const own = createShortLinkKit();
    own.start();
    await own.resolve('https://market.kr/best');
    expect(own.actions).toEqual([{ name: 'replaceInApp', params: { path: '/best' } }]);

    const page = createShortLinkKit();
    page.start();
    await page.resolve('/dev/shop/cart');
    expect(page.actions).toEqual([{ name: 'replaceWithPage', params: { url: 'https://m.market.kr/dev/shop/cart' } }]);
  });

  it('never follows another site', async () => {
    for (const url of ['https://evil.example/', 'https://shop.market.kr.evil.example/', 'javascript:alert(1)', '']) {
      const kit = createShortLinkKit();
      kit.start();
      await kit.resolve(url);
      expect(kit.actions).toEqual([]);
      expect(shortLinkView(kit.actor.getSnapshot())).toBe('refused');
    }
  });

  it('shows not-found for code 8, and lets the shopper retry other failures', async () => {
    const missing = createShortLinkKit();
    missing.start();
    await missing.reject(apiError(8));
    expect(shortLinkView(missing.actor.getSnapshot())).toBe('notFound');
    expect(canRetry(missing.actor.getSnapshot())).toBe(false);

    const offline = createShortLinkKit();
    offline.start();
    await offline.reject(networkError());
    expect(shortLinkView(offline.actor.getSnapshot())).toBe('failed');
    expect(canRetry(offline.actor.getSnapshot())).toBe(true);
    offline.actor.send({ type: 'shortLink.retry' });
    expect(offline.lookups).toHaveLength(2);
    await offline.resolve('/');
    expect(offline.actions).toEqual([{ name: 'replaceInApp', params: { path: '/' } }]);
  });
});
