/**
 * Where the maintenance gate sends the shopper (SPEC.md §4 Maintenance), as pure functions. The
 * machine uses them when the gate changes; the router's root beforeLoad uses
 * `navigationTarget` (through the selectors) for every navigation, so both agree.
 */

export const MAINTENANCE_PATH = '/maintenance';
export const HOME_PATH = '/';

/** The gate as the router sees it. */
export type Gate =
  /** the first app profile has not answered yet: nothing moves */
  | 'unknown'
  | 'open'
  /** maintenance: every route goes to /maintenance */
  | 'blocked'
  /** maintenance, but the session flag bypass is 'true': the app is usable */
  | 'bypassed';

export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

export const isMaintenancePath = (path: string): boolean => pathnameOf(path) === MAINTENANCE_PATH;

/** The login pages (login, login-action, login-landing, login-landing-apple) never move for a bypassing shopper. */
export const isLoginPath = (path: string): boolean => pathnameOf(path).includes('login');

/**
 * A navigation to `path` under the gate: where it must go instead, or null to let it through.
 * - blocked: every route but /maintenance goes to /maintenance;
 * - bypassed: only /maintenance itself goes home;
 * - open: /maintenance goes back where the shopper was (or home);
 * - unknown: nothing moves.
 */
export function navigationTarget(gate: Gate, path: string, returnTo: string | null): string | null {
  switch (gate) {
    case 'blocked':
      return isMaintenancePath(path) ? null : MAINTENANCE_PATH;
    case 'bypassed':
      return isMaintenancePath(path) ? HOME_PATH : null;
    case 'open':
      return isMaintenancePath(path) ? (returnTo ?? HOME_PATH) : null;
    case 'unknown':
      return null;
  }
}

/**
 * When the gate changes while the shopper is on `path`: where the page must go, or null.
 * Maintenance found with bypass sends the shopper home once (SPEC.md §4: "then to /"), except on
 * a login page or in a popup, which stay (a sign-in under way must not be torn down).
 */
export function arrivalTarget(gate: Gate, where: { path: string; isPopup: boolean }, returnTo: string | null): string | null {
  if (gate === 'bypassed') {
    if (isLoginPath(where.path) || where.isPopup || where.path === HOME_PATH) return null;
    return HOME_PATH;
  }
  return navigationTarget(gate, where.path, returnTo);
}

/** The path to come back to when maintenance ends: the page the shopper was on, never /maintenance itself. */
export function returnPathFor(path: string, previous: string | null): string | null {
  return isMaintenancePath(path) ? previous : path;
}

/** SPEC.md §4 Web version: no reload on paths containing 'game'. */
export const isGamePath = (path: string): boolean => pathnameOf(path).includes('game');

/** The server names a web version and it is not the build's. */
export const versionDiffers = (serverVersion: string | null, buildVersion: string): boolean =>
  serverVersion !== null && serverVersion.trim() !== '' && serverVersion.trim() !== buildVersion;
