import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import {
  clearChunkReloadMark,
  onPageVisibleAgain,
  onReturnFromExternalPage,
  restoreScrollPosition,
  scrollToHash,
  takeScrollPosition,
} from '../platform/page-lifecycle';
import { openExternalPage } from '../platform/external';
import { session, sessionKeys } from '../platform/storage';
import { BottomBar } from '../ui/bottom-bar/bottom-bar';
import { AppDialogs } from '../ui/dialogs/app-dialogs';
import { LoadingOverlay } from '../ui/loading/loading-overlay';
import { useRouteMeta } from '../ui/route-meta';
import { ScrollTop } from '../ui/scroll-top';
import { ToastStack } from '../ui/toast/toast-stack';

const withBottomBar = css({ paddingBottom: 'calc(token(sizes.bottomBar) + env(safe-area-inset-bottom))' });

/** The root layout: the page, then the app-level pieces every page shares (SPEC.md §2). */
export function AppShell() {
  const meta = useRouteMeta();
  useHashScroll();
  useScrollRestoreAfterExternalPage();
  useEffect(() => clearChunkReloadMark(), []);

  return (
    <>
      <div className={meta.showBottomBar ? withBottomBar : undefined}>
        <Outlet />
      </div>
      {meta.showScrollTop && <ScrollTop hasBottomBar={meta.showBottomBar} />}
      {meta.showBottomBar && <BottomBar onOpenExternal={openExternalPage} />}
      <ToastStack hasBottomBar={meta.showBottomBar} />
      <AppDialogs />
      <LoadingOverlay />
    </>
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

/** SPEC.md §2: the scroll position is restored after returning from an external page. */
function useScrollRestoreAfterExternalPage() {
  useEffect(() => {
    const restore = () => {
      if (session.get(sessionKeys.isExternalReferrer) !== 'true') return;
      session.remove(sessionKeys.isExternalReferrer);
      restoreScrollPosition();
    };
    restore();
    const stopPageShow = onReturnFromExternalPage(restore);
    // the external page opened in another tab and this page stayed alive: nothing to restore
    const stopVisible = onPageVisibleAgain(() => {
      if (session.get(sessionKeys.isExternalReferrer) !== 'true') return;
      session.remove(sessionKeys.isExternalReferrer);
      takeScrollPosition();
    });
    return () => {
      stopPageShow();
      stopVisible();
    };
  }, []);
}
