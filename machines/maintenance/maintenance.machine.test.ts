import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { maintenanceMachine, maintenanceTiming } from './maintenance.machine';
import { arrivalTarget, isGamePath, isLoginPath, navigationTarget, returnPathFor, versionDiffers } from './maintenance.rules';
import { appProfile, gate, isChecking, isReloadingForVersion, isUnderMaintenance, maintenanceRedirect } from './maintenance.selectors';
import { BUILD_VERSION, createMaintenanceKit, createWebVersionKit, inMaintenance, profile } from './maintenance.test-kit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('maintenance rules (pure)', () => {
  it('blocked: every route but /maintenance goes to /maintenance', () => {
    for (const path of ['/', '/best?x=1', '/my-page', '/login', '/maintenance-info', '/404']) {
      expect(navigationTarget('blocked', path, null)).toBe('/maintenance');
    }
    expect(navigationTarget('blocked', '/maintenance', '/best')).toBeNull();
    expect(navigationTarget('blocked', '/maintenance?x=1', null)).toBeNull();
  });

  it('bypassed: the app is usable; /maintenance goes home', () => {
    expect(navigationTarget('bypassed', '/best', null)).toBeNull();
    expect(navigationTarget('bypassed', '/maintenance', '/best')).toBe('/');
  });

  it('open: /maintenance goes back where the shopper was, else home; unknown moves nothing', () => {
    expect(navigationTarget('open', '/maintenance', '/deal/3')).toBe('/deal/3');
    expect(navigationTarget('open', '/maintenance', null)).toBe('/');
    expect(navigationTarget('open', '/best', '/deal/3')).toBeNull();
    expect(navigationTarget('unknown', '/maintenance', null)).toBeNull();
    expect(navigationTarget('unknown', '/best', null)).toBeNull();
  });

  it('maintenance found with bypass goes home once, except on login pages and in popups', () => {
    expect(arrivalTarget('bypassed', { path: '/best', isPopup: false }, null)).toBe('/');
    expect(arrivalTarget('bypassed', { path: '/', isPopup: false }, null)).toBeNull();
    expect(arrivalTarget('bypassed', { path: '/login-landing#access_token=x', isPopup: false }, null)).toBeNull();
    expect(arrivalTarget('bypassed', { path: '/login-landing-apple?id_token=x', isPopup: false }, null)).toBeNull();
    expect(arrivalTarget('bypassed', { path: '/best', isPopup: true }, null)).toBeNull();
    expect(arrivalTarget('blocked', { path: '/login', isPopup: true }, null)).toBe('/maintenance');
  });

  it('helpers: login and game paths, return path, version comparison', () => {
    expect(isLoginPath('/login-action?x')).toBe(true);
    expect(isLoginPath('/blog?login=1')).toBe(false);
    expect(isGamePath('/game')).toBe(true);
    expect(isGamePath('/event/3?game=1')).toBe(false);
    expect(returnPathFor('/best', null)).toBe('/best');
    expect(returnPathFor('/maintenance', '/best')).toBe('/best');
    expect(versionDiffers('2.27.0', BUILD_VERSION)).toBe(true);
    expect(versionDiffers(' 2.26.2 ', BUILD_VERSION)).toBe(false);
    expect(versionDiffers(null, BUILD_VERSION)).toBe(false);
    expect(versionDiffers('', BUILD_VERSION)).toBe(false);
  });
});

describe('maintenance gate (SPEC.md §4 Maintenance)', () => {
  it('fetches the app profile at start and every 300000 ms', async () => {
    const kit = createMaintenanceKit();
    kit.start();
    expect(kit.fetches()).toBe(1);
    expect(isChecking(kit.actor.getSnapshot())).toBe(true);
    await kit.resolve(profile());
    expect(appProfile(kit.actor.getSnapshot())).toEqual(profile());
    expect(kit.emitted).toEqual([profile()]);
    await vi.advanceTimersByTimeAsync(maintenanceTiming.profilePollMs - 1);
    expect(kit.fetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(kit.fetches()).toBe(2);
  });

  it('moves nothing before the first profile, nor when it fails', async () => {
    const kit = createMaintenanceKit({ path: '/maintenance' });
    kit.start();
    expect(gate(kit.actor.getSnapshot())).toBe('unknown');
    expect(maintenanceRedirect(kit.actor.getSnapshot(), '/best')).toBeNull();
    await kit.reject(new TypeError('Failed to fetch'));
    expect(gate(kit.actor.getSnapshot())).toBe('unknown');
    expect(kit.redirects()).toEqual([]);
  });

  it('inspection in progress: the page goes to /maintenance, and so does every later route', async () => {
    const kit = createMaintenanceKit({ path: '/deal/12?from=banner' });
    kit.start();
    await kit.resolve(inMaintenance());
    expect(gate(kit.actor.getSnapshot())).toBe('blocked');
    expect(isUnderMaintenance(kit.actor.getSnapshot())).toBe(true);
    expect(kit.redirects()).toEqual(['/maintenance']);
    expect(kit.count('storeMaintenanceFlag')).toBe(1);
    for (const path of ['/', '/best', '/my-page/point', '/login']) {
      expect(maintenanceRedirect(kit.actor.getSnapshot(), path)).toBe('/maintenance');
    }
    expect(maintenanceRedirect(kit.actor.getSnapshot(), '/maintenance')).toBeNull();
  });

  it('leaving maintenance returns the shopper where they were, and clears both flags', async () => {
    const kit = createMaintenanceKit({ path: '/deal/12?from=banner' });
    kit.start();
    await kit.resolve(inMaintenance());
    kit.navigate('/maintenance');
    kit.actor.send({ type: 'maintenance.check' });
    await kit.resolve(profile());
    expect(gate(kit.actor.getSnapshot())).toBe('open');
    expect(kit.redirects()).toEqual(['/maintenance', '/deal/12?from=banner']);
    expect(kit.count('clearMaintenanceFlag')).toBe(1);
    expect(kit.actor.getSnapshot().context.bypass).toBe(false);
    expect(kit.actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('stores the maintenance flag with the place to return to, so a reload of /maintenance keeps it', async () => {
    const stored: Array<string | null> = [];
    const machine = maintenanceMachine.provide({
      actors: { fetchAppProfile: fromPromise(async () => inMaintenance()) },
      actions: { storeMaintenanceFlag: ({ context }) => void stored.push(context.returnTo) },
    });
    const actor = createActor(machine, { input: { path: '/season', isPopup: false, bypass: false, maintenanceFlag: false } }).start();
    await vi.waitFor(() => expect(gate(actor.getSnapshot())).toBe('blocked'));
    expect(stored).toEqual(['/season']);
    actor.stop();
  });

  it('a route tried during maintenance becomes the place to return to', async () => {
    const kit = createMaintenanceKit({ path: '/' });
    kit.start();
    await kit.resolve(inMaintenance());
    kit.navigate('/best');
    kit.navigate('/maintenance');
    expect(kit.actor.getSnapshot().context.returnTo).toBe('/best');
    kit.actor.send({ type: 'maintenance.check' });
    await kit.resolve(profile());
    expect(kit.redirects().at(-1)).toBe('/best');
  });

  it('with bypass: maintenance sends the shopper home once, then the app is usable', async () => {
    const kit = createMaintenanceKit({ path: '/best', bypass: true });
    kit.start();
    await kit.resolve(inMaintenance());
    expect(gate(kit.actor.getSnapshot())).toBe('bypassed');
    expect(kit.redirects()).toEqual(['/']);
    expect(maintenanceRedirect(kit.actor.getSnapshot(), '/best')).toBeNull();
    expect(maintenanceRedirect(kit.actor.getSnapshot(), '/maintenance')).toBe('/');
    // the next polls do not move the shopper again
    await vi.advanceTimersByTimeAsync(maintenanceTiming.profilePollMs);
    await kit.resolve(inMaintenance());
    expect(kit.redirects()).toEqual(['/']);
  });

  it('with bypass on a login page or in a popup, the page stays', async () => {
    const login = createMaintenanceKit({ path: '/login-landing', bypass: true });
    login.start();
    await login.resolve(inMaintenance());
    expect(login.redirects()).toEqual([]);

    const popup = createMaintenanceKit({ path: '/best', bypass: true, isPopup: true });
    popup.start();
    await popup.resolve(inMaintenance());
    expect(popup.redirects()).toEqual([]);
  });

  it('maintenance ending removes the bypass: a later maintenance blocks again', async () => {
    const kit = createMaintenanceKit({ path: '/', bypass: true });
    kit.start();
    await kit.resolve(inMaintenance());
    kit.actor.send({ type: 'maintenance.check' });
    await kit.resolve(profile());
    kit.actor.send({ type: 'maintenance.check' });
    await kit.resolve(inMaintenance());
    expect(gate(kit.actor.getSnapshot())).toBe('blocked');
  });

  it('the maintenance flag set at load blocks at once, before the profile answers', async () => {
    const kit = createMaintenanceKit({ path: '/best', maintenanceFlag: true, returnTo: '/deal/3' });
    kit.start();
    expect(gate(kit.actor.getSnapshot())).toBe('blocked');
    expect(kit.redirects()).toEqual(['/maintenance']);
    expect(kit.actor.getSnapshot().context.returnTo).toBe('/best');
    await kit.resolve(profile());
    expect(kit.redirects()).toEqual(['/maintenance', '/best']);
  });

  it('a shopper who opens /maintenance when there is none goes home', async () => {
    const kit = createMaintenanceKit({ path: '/maintenance' });
    kit.start();
    await kit.resolve(profile());
    expect(kit.redirects()).toEqual(['/']);
  });

  it('maintenance.inspected from elsewhere in the app closes the gate too', () => {
    const kit = createMaintenanceKit({ path: '/best' });
    kit.start();
    kit.actor.send({ type: 'maintenance.inspected', inProgress: true });
    expect(gate(kit.actor.getSnapshot())).toBe('blocked');
  });
});

describe('web version (SPEC.md §4 Web version)', () => {
  it('does nothing while the server names the build’s version (or none)', () => {
    const kit = createWebVersionKit();
    kit.start();
    kit.report(BUILD_VERSION);
    kit.report(null);
    expect(kit.reloads()).toBe(0);
    expect(kit.actor.getSnapshot().value).toBe('current');
  });

  it('clears the caches and reloads once when the server’s version differs', async () => {
    const kit = createWebVersionKit();
    kit.start();
    kit.report('2.27.0');
    expect(isReloadingForVersion(kit.actor.getSnapshot())).toBe(true);
    expect(kit.actions).toEqual([{ name: 'rememberReload', params: { version: '2.27.0' } }]);
    kit.report('2.27.0');
    expect(kit.reloads()).toBe(1);
    await kit.settle('error');
    kit.report('2.27.0');
    expect(kit.reloads()).toBe(1);
    expect(kit.actor.getSnapshot().value).toBe('stale');
  });

  it('the reloaded page does not reload again for the same version, but does for a newer one', () => {
    const kit = createWebVersionKit({ reloadedFor: '2.27.0' });
    kit.start();
    kit.report('2.27.0');
    expect(kit.reloads()).toBe(0);
    kit.report('2.28.0');
    expect(kit.reloads()).toBe(1);
  });

  it('never reloads on a game path: waits until the shopper leaves it', () => {
    const kit = createWebVersionKit({ path: '/game' });
    kit.start();
    kit.report('2.27.0');
    expect(kit.actor.getSnapshot().value).toBe('deferred');
    kit.navigate('/game?round=2');
    expect(kit.reloads()).toBe(0);
    kit.navigate('/');
    expect(kit.reloads()).toBe(1);
  });
});
