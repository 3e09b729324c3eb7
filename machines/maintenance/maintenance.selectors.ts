import type { SnapshotFrom } from 'xstate';
import type { MaintenanceMachine } from './maintenance.machine';
import { navigationTarget, type Gate } from './maintenance.rules';
import type { WebVersionMachine } from './web-version.machine';

type MaintenanceSnapshot = Pick<SnapshotFrom<MaintenanceMachine>, 'matches' | 'context'>;

/** The gate as the router sees it. */
export function gate(snapshot: MaintenanceSnapshot): Gate {
  if (snapshot.matches({ gate: { inMaintenance: 'bypassed' } })) return 'bypassed';
  if (snapshot.matches({ gate: 'inMaintenance' })) return 'blocked';
  if (snapshot.matches({ gate: 'open' })) return 'open';
  return 'unknown';
}

/** SPEC.md §3 systemInspectionInfo.isProgress, as the app knows it (also while bypassing). */
export const isUnderMaintenance = (snapshot: MaintenanceSnapshot): boolean => snapshot.matches({ gate: 'inMaintenance' });

/**
 * For the root route's beforeLoad: where a navigation to `path` must go instead, or null.
 * Every route goes to /maintenance while blocked; /maintenance goes home while bypassing, and back
 * where the shopper was once maintenance is over.
 */
export const maintenanceRedirect = (snapshot: MaintenanceSnapshot, path: string): string | null =>
  navigationTarget(gate(snapshot), path, snapshot.context.returnTo);

/** The latest app profile (null until one answered). */
export const appProfile = (snapshot: MaintenanceSnapshot) => snapshot.context.profile;

/** The app profile is being fetched (the maintenance screen's "check again" button shows progress). */
export const isChecking = (snapshot: MaintenanceSnapshot): boolean => snapshot.matches({ profile: 'loading' });

type WebVersionSnapshot = Pick<SnapshotFrom<WebVersionMachine>, 'matches'>;

/** A reload for a new web version is under way (screens may show a short notice instead of reacting). */
export const isReloadingForVersion = (snapshot: WebVersionSnapshot): boolean => snapshot.matches('reloading');
