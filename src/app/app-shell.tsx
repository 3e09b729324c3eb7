import { Outlet, useLoaderData, useLocation, useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { clearChunkReloadMark, scrollToHash } from '../platform/page-lifecycle';
import { env } from '../config/env';
import { markHydrated } from './hydration';
import { hasStoredToken } from '../../machines/session/session.selectors';
import { useUnreadAlarmBadge } from '../features/alarm/unread-badge';
import { AppInstallOverlay } from '../features/app-install/app-install-overlay';
import { SurveySlotOverlay } from '../features/survey/survey-slot-overlay';
import { BottomBar } from '../ui/bottom-bar/bottom-bar';
import { RenderTime } from '../ui/clock';
import { AppDialogs } from '../ui/dialogs/app-dialogs';
import { LoadingOverlay } from '../ui/loading/loading-overlay';
import { OfflineBanner } from '../ui/offline-banner';
import { useRouteMeta } from '../ui/route-meta';
import { lazyBlock } from '../ui/hydrate-near';
import { showWaitingPictures } from '../ui/waiting-pictures';
import { onFirstUse } from '../platform/first-use';
import { ToastStack } from '../ui/toast/toast-stack';

/** the analytics question: its code only where analytics is configured (VITE_GA_ID) */
const AnalyticsConsent = lazy(() => import('../ui/analytics-consent').then((module) => ({ default: module.AnalyticsConsent })));

/**
 * The '맨 위로' button shows only once the page is scrolled: its code comes at the shopper's first use
 * of the page (a scroll is one), not with the first screen (issue 24: home's first-load JS). Offline,
 * it comes when the browser is back online (lazyBlock).
 */
const ScrollTop = lazyBlock(() => import('../ui/scroll-top'), (module) => module.ScrollTop).Component;

const withBottomBar = css({ paddingBottom: 'calc(token(sizes.bottomBar) + env(safe-area-inset-bottom))' });

/** The root layout: the page, then the app-level pieces every page shares (SPEC.md §2). */
export function AppShell() {
  const meta = useRouteMeta();
  const { survey, appInstall, session } = useRouteContext({ from: '__root__' });
  // a token stored on this device: the session's own fact, read once in the browser (the bar's badge is coming)
  const [memberDevice] = useState(() => typeof document !== 'undefined' && hasStoredToken(session.getSnapshot()));
  const unreadAlarms = useUnreadAlarmBadge();
  const renderedAt = useLoaderData({ from: '__root__', select: (data) => data.renderedAt });
  const [used, setUsed] = useState(false);
  // what waits for the first use: the '맨 위로' button, and the pictures of lists drawn waiting
  useEffect(
    () =>
      onFirstUse(() => {
        setUsed(true);
        showWaitingPictures();
      }),
    [],
  );
  useHashScroll();
  useEffect(() => clearChunkReloadMark(), []);
  useEffect(() => markHydrated(), []);

  return (
    <RenderTime value={renderedAt}>
      <div className={meta.showBottomBar ? withBottomBar : undefined}>
        <Outlet />
      </div>
      {meta.showScrollTop && used && (
        <Suspense fallback={null}>
          <ScrollTop hasBottomBar={meta.showBottomBar} />
        </Suspense>
      )}
      {meta.showBottomBar && <BottomBar myPageBadge={unreadAlarms} withPage={memberDevice} />}
      <OfflineBanner />
      <ToastStack hasBottomBar={meta.showBottomBar} />
      <SurveySlotOverlay slot={survey} />
      <AppInstallOverlay appInstall={appInstall} />
      {env.VITE_GA_ID !== '' && (
        <Suspense fallback={null}>
          <AnalyticsConsent hasBottomBar={meta.showBottomBar} />
        </Suspense>
      )}
      <AppDialogs />
      <LoadingOverlay />
    </RenderTime>
  );
}

/** SPEC.md §2: a hash scrolls smoothly with a 78px offset, also once the target renders late. */
function useHashScroll() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    if (scrollToHash(hash)) return;
    const timer = window.setTimeout(() => scrollToHash(hash), 300);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
