import type { SnapshotFrom } from 'xstate';
import type { AppInstallMachine } from './app-install.machine';

type AppInstallSnapshot = Pick<SnapshotFrom<AppInstallMachine>, 'matches'>;

/** The popup is on screen. */
export const isPopupOpen = (snapshot: AppInstallSnapshot): boolean => snapshot.matches('open');

/** 'Open the app' is under way (the button shows progress until the app opens or the store does). */
export const isLaunchingApp = (snapshot: AppInstallSnapshot): boolean => snapshot.matches('launching');
