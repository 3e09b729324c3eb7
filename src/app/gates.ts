import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { appInstallMachine } from '../../machines/app-install/app-install.machine';
import { externalLinkMachine } from '../../machines/external-link/external-link.machine';
import { maintenanceMachine } from '../../machines/maintenance/maintenance.machine';
import { webVersionMachine } from '../../machines/maintenance/web-version.machine';
import type { SessionMachine } from '../../machines/session/session.machine';
import { appProfileSummary, fetchAppProfile, putAppPush } from '../api/app';
import { buildVersion, env } from '../config/env';
import { device } from '../platform/device';
import { linkDecisions } from '../platform/link-policy';
import {
  appLinkPolicy,
  clearExternalReferrer,
  hasExternalReferrer,
  isPopupWindow,
  markExternalReferrer,
  openInNewTab,
  openInOpener,
  writeReturnCookies,
} from '../platform/external';
import { nativeBridge, onHostMessage, type HostMessage } from '../platform/native-bridge';
import { onPageVisibleAgain, restoreScrollPosition, saveScrollPosition } from '../platform/page-lifecycle';
import { local, localKeys, session, sessionKeys } from '../platform/storage';
import { hostEventOf, runHostEvent, type HostEventHandlers } from './host-messages';
import type { InspectOption } from './inspect';
import { acceptHostTokens } from './session-services';

/**
 * The gates and hand-offs of issue 4 (SPEC.md §4): maintenance, web version, app-install popup and
 * external links, each a machine of machines/ given its browser implementations here.
 */

export interface GateDeps {
  queryClient: QueryClient;
  /** the Stately inspector option shared by the app-wide actors */
  inspect?: InspectOption;
  navigation: { go(to: string, options?: { replace?: boolean }): void };
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

async function clearCaches(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  try {
    const cacheStorage = globalThis.caches as CacheStorage | undefined;
    if (cacheStorage) await Promise.all((await cacheStorage.keys()).map((key) => cacheStorage.delete(key)));
  } catch {
    /* no Cache Storage here */
  }
}

function storeUrl(): string {
  return /iPhone|iPad|iPod/.test(globalThis.navigator?.userAgent ?? '') ? env.VITE_IOS_STORE_URL : env.VITE_ANDROID_STORE_URL;
}

export function createGateActors({ queryClient, navigation, inspect = {} }: GateDeps) {
  const maintenance = createActor(
    maintenanceMachine.provide({
      actors: { fetchAppProfile: fromPromise(async () => appProfileSummary(await fetchAppProfile())) },
      actions: {
        redirect: (_, { to }) => navigation.go(to, { replace: true }),
        storeMaintenanceFlag: ({ context }) => {
          session.set(sessionKeys.maintenance, 'true');
          if (context.returnTo) session.set(sessionKeys.maintenanceReturnTo, context.returnTo);
        },
        clearMaintenanceFlag: () => {
          session.remove(sessionKeys.maintenance);
          session.remove(sessionKeys.maintenanceReturnTo);
          session.remove(sessionKeys.bypass);
          local.remove(localKeys.bypass);
        },
      },
    }),
    {
      ...inspect,
      input: {
        path: here(),
        isPopup: isPopupWindow(),
        bypass: session.get(sessionKeys.bypass) === 'true',
        maintenanceFlag: session.get(sessionKeys.maintenance) === 'true',
        returnTo: session.get(sessionKeys.maintenanceReturnTo),
      },
    },
  );

  const webVersion = createActor(
    webVersionMachine.provide({
      actors: {
        clearCachesAndReload: fromPromise(async () => {
          await clearCaches(queryClient);
          window.location.reload();
          return undefined;
        }),
      },
      actions: { rememberReload: (_, { version }) => session.set(sessionKeys.webVersionReloadedFor, version) },
    }),
    { ...inspect, input: { buildVersion, path: here(), reloadedFor: session.get(sessionKeys.webVersionReloadedFor) } },
  );

  const appInstall = createActor(
    appInstallMachine.provide({
      actions: {
        markPopupSeen: () => session.set(sessionKeys.appInstallPopupSeen, 'true'),
        openAppScheme: () => window.location.assign(env.VITE_APP_SCHEME),
        openStore: () => window.location.assign(storeUrl()),
      },
    }),
    {
      ...inspect,
      input: {
        isMobile: device.isMobile(),
        inWebView: device.isApp(),
        seenThisSession: session.get(sessionKeys.appInstallPopupSeen) === 'true',
      },
    },
  );

  const externalLink = createActor(
    externalLinkMachine.provide({
      actions: {
        navigateInApp: (_, { path }) => navigation.go(path),
        refuseLink: () => undefined,
        saveScrollPosition: () => saveScrollPosition(),
        markExternalReferrer: () => markExternalReferrer(),
        writeReturnCookies: () => writeReturnCookies(),
        openThroughBridge: (_, { url }) => {
          if (!nativeBridge.setSubWebViewUrl(url)) openInNewTab(url);
        },
        openInOpener: (_, { url }) => {
          if (!openInOpener(url)) openInNewTab(url);
        },
        openInNewTab: (_, { url }) => openInNewTab(url),
        clearExternalReferrer: () => clearExternalReferrer(),
        restoreScrollPosition: () => restoreScrollPosition(),
        reloadPage: () => window.location.reload(),
      },
    }),
    {
      ...inspect,
      input: {
        policy: linkDecisions(appLinkPolicy()),
        environment: device.isApp() ? 'webView' : isPopupWindow() ? 'popup' : 'browser',
        externalReferrer: hasExternalReferrer(),
      },
    },
  );

  return { maintenance, webVersion, appInstall, externalLink };
}

export type GateActors = ReturnType<typeof createGateActors>;
export type MaintenanceActor = ActorRefFrom<typeof maintenanceMachine>;
export type ExternalLinkActor = ActorRefFrom<typeof externalLinkMachine>;
export type AppInstallActor = ActorRefFrom<typeof appInstallMachine>;

/** Starts the gates and connects them to each other and to the page's visibility. */
export function startGateActors(gates: GateActors): () => void {
  const { maintenance, webVersion, appInstall, externalLink } = gates;
  webVersion.start();
  appInstall.start();
  externalLink.start();
  const forward = maintenance.on('maintenance.profileLoaded', ({ profile }) =>
    webVersion.send({ type: 'webVersion.reported', webVersion: profile.webVersion }),
  );
  maintenance.start();
  const stopVisible = onPageVisibleAgain(() => {
    externalLink.send({ type: 'externalLink.returned' });
    maintenance.send({ type: 'maintenance.check' });
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') appInstall.send({ type: 'appInstall.pageHidden' });
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onHidden);
  return () => {
    forward.unsubscribe();
    stopVisible();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onHidden);
    for (const actor of [maintenance, webVersion, appInstall, externalLink]) actor.stop();
  };
}

/** Tells the gates where the router went. */
export function reportNavigation(gates: GateActors, href: string): void {
  gates.maintenance.send({ type: 'maintenance.navigated', path: href });
  gates.webVersion.send({ type: 'webVersion.navigated', path: href });
  gates.appInstall.send({ type: 'appInstall.pageOpened', path: href });
}

export interface HostMessageDeps {
  session: ActorRefFrom<SessionMachine>;
  navigation: GateDeps['navigation'];
  /** the recently viewed and like flows take these (issue 6) */
  onRecentProduct?: (message: Extract<HostMessage, { type: 'appRecentProduct' }>) => void;
  onProductLike?: (message: Extract<HostMessage, { type: 'appProductLike' }>) => void;
  /** an appLogin replaced another member's tokens: forget that member's data */
  onMemberSwitch?: () => void;
}

/**
 * Messages from the hosting app (SPEC.md §7): only from its own channel and validated by the bridge,
 * each turned into an event by its row of the message table (src/app/host-messages.ts: paths
 * checked like every redirect), carried out here; tokens checked with the server and then stored
 * under the session's refresh lock.
 */
export function handleHostMessages({ session: sessionActor, navigation, onRecentProduct, onProductLike, onMemberSwitch }: HostMessageDeps): () => void {
  const policy = appLinkPolicy();
  const closeView = () => {
    if (!nativeBridge.closeSubWebView()) window.close();
  };
  // one handler per event of the message table (src/app/host-messages.ts)
  const handlers: HostEventHandlers = {
    'host.closeView': closeView,
    'host.navigate': ({ to }) => navigation.go(to),
    'host.reload': () => window.location.reload(),
    'host.tokensOffered': ({ kind, tokens }) =>
      // checked with the server first: a token it refuses leaves the current session as it is
      void acceptHostTokens(tokens, { kind, afterSwitch: onMemberSwitch }).then(
        (outcome) => {
          if (outcome === 'stored') sessionActor.send({ type: 'session.storageChanged', hasToken: true });
        },
        () => undefined,
      ),
    'session.logout': () => sessionActor.send({ type: 'session.logout' }),
    'host.devicePush': ({ value }) => void putAppPush(value).catch(() => undefined),
    'host.recentProduct': ({ message }) => onRecentProduct?.(message),
    'host.productLike': ({ message }) => {
      local.set(localKeys.appProductLike, JSON.stringify(message.product));
      onProductLike?.(message);
    },
    'host.deviceInfo': ({ info }) => local.set(localKeys.deviceInfo, JSON.stringify(info)),
    'host.ignored': () => undefined,
  };
  return onHostMessage((message) => runHostEvent(hostEventOf(message, policy), handlers));
}
