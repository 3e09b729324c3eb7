import { lazy, Suspense, useState } from 'react';
import { isPopupOpen } from '../../../machines/app-install/app-install.selectors';
import type { AppInstallActor } from './app-install-texts';
import { useHydratedSelector } from '../../ui/use-hydrated';

/** The popup lives in its own chunk: nothing of it loads until it first opens. */
const AppInstallPopup = lazy(() => import('./app-install-popup').then((module) => ({ default: module.AppInstallPopup })));

/**
 * The app-install popup among the app-level overlays (SPEC.md §4). Mount once near the root with
 * the appInstall actor; the popup shows whenever the machine says so.
 */
export function AppInstallOverlay({ appInstall }: { appInstall: AppInstallActor }) {
  const open = useHydratedSelector(appInstall, isPopupOpen, false);
  // once loaded, the popup stays mounted so that closing can play its exit
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppInstallPopup appInstall={appInstall} />
    </Suspense>
  );
}
