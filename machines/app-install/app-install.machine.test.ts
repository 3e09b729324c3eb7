import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appInstallTiming } from './app-install.machine';
import { isLaunchingApp, isPopupOpen } from './app-install.selectors';
import { createAppInstallKit } from './app-install.test-kit';
import { isOfferPage } from './app-install.types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('offer pages', () => {
  it('are event and period details opened with a type query', () => {
    expect(isOfferPage('/event/12?type=spring')).toBe(true);
    expect(isOfferPage('/period/3?from=x&type=a#top')).toBe(true);
    expect(isOfferPage('/event/12')).toBe(false);
    expect(isOfferPage('/event/12?type=')).toBe(false);
    expect(isOfferPage('/event/12#?type=a')).toBe(false);
    expect(isOfferPage('/admin-event/12?type=a')).toBe(false);
    expect(isOfferPage('/event/abc?type=a')).toBe(false);
    expect(isOfferPage('/deal/12?type=a')).toBe(false);
  });
});

describe('app-install popup (SPEC.md §4)', () => {
  it('shows once, 1 s after an offer page opened on a mobile browser', () => {
    const kit = createAppInstallKit();
    kit.start();
    kit.open('/event/12?type=spring');
    vi.advanceTimersByTime(appInstallTiming.popupDelayMs - 1);
    expect(isPopupOpen(kit.actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isPopupOpen(kit.actor.getSnapshot())).toBe(true);
    expect(kit.actions).toEqual(['markPopupSeen']);

    kit.actor.send({ type: 'appInstall.stayOnWeb' });
    kit.open('/period/3?type=a');
    vi.advanceTimersByTime(5000);
    expect(isPopupOpen(kit.actor.getSnapshot())).toBe(false);
    expect(kit.count('markPopupSeen')).toBe(1);
  });

  it('never shows in the web view, on desktop, or when seen this session', () => {
    for (const input of [{ inWebView: true }, { isMobile: false }, { seenThisSession: true }]) {
      const kit = createAppInstallKit(input);
      kit.start();
      kit.open('/event/12?type=spring');
      vi.advanceTimersByTime(5000);
      expect(kit.actor.getSnapshot().value).toBe('idle');
    }
  });

  it('does not show on other pages, and leaving the offer page within 1 s cancels it', () => {
    const kit = createAppInstallKit();
    kit.start();
    kit.open('/event/12');
    kit.open('/best');
    expect(kit.actor.getSnapshot().value).toBe('idle');
    kit.open('/event/12?type=a');
    vi.advanceTimersByTime(500);
    kit.open('/event/12?type=a#detail');
    vi.advanceTimersByTime(499);
    kit.open('/best');
    vi.advanceTimersByTime(5000);
    expect(kit.actor.getSnapshot().value).toBe('idle');
    expect(kit.count('markPopupSeen')).toBe(0);
  });

  it('a navigation closes the popup', () => {
    const kit = createAppInstallKit();
    kit.start();
    kit.open('/event/12?type=a');
    vi.advanceTimersByTime(1000);
    kit.open('/');
    expect(kit.actor.getSnapshot().value).toBe('closed');
  });

  it('open the app: tries the URL scheme, then the store after 2.5 s', () => {
    const kit = createAppInstallKit();
    kit.start();
    kit.open('/event/12?type=a');
    vi.advanceTimersByTime(1000);
    kit.actor.send({ type: 'appInstall.openApp' });
    expect(isLaunchingApp(kit.actor.getSnapshot())).toBe(true);
    expect(kit.actions).toEqual(['markPopupSeen', 'openAppScheme']);
    vi.advanceTimersByTime(appInstallTiming.appOpenFallbackMs - 1);
    expect(kit.count('openStore')).toBe(0);
    vi.advanceTimersByTime(1);
    expect(kit.count('openStore')).toBe(1);
    expect(kit.actor.getSnapshot().value).toBe('closed');
  });

  it('no store when the page was hidden (the app opened)', () => {
    const kit = createAppInstallKit();
    kit.start();
    kit.actor.send({ type: 'appInstall.openApp' });
    vi.advanceTimersByTime(800);
    kit.actor.send({ type: 'appInstall.pageHidden' });
    vi.advanceTimersByTime(5000);
    expect(kit.count('openStore')).toBe(0);
    // /appdown can try again
    kit.actor.send({ type: 'appInstall.openApp' });
    expect(kit.count('openAppScheme')).toBe(2);
  });
});
