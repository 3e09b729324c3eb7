import { createActor } from 'xstate';
import { appInstallMachine } from '../../machines/app-install/app-install.machine';
import { externalLinkMachine } from '../../machines/external-link/external-link.machine';
import { maintenanceMachine } from '../../machines/maintenance/maintenance.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { linkDecisions } from '../platform/link-policy';
import type { SurveySlot } from '../features/survey/survey-slot';
import type { RouterContext } from './router-context';

/** No survey on the server: it opens in the browser, for a member. */
const noSurvey: SurveySlot = {
  current: () => null,
  subscribe: () => () => undefined,
  openForMember: () => Promise.resolve(),
  reset: () => undefined,
  stop: () => undefined,
};

/**
 * The router context of a page the server renders (DESIGN.md "Server rendering"): the same machines
 * as the browser's, never started, in the state a visitor's page starts in. They run in the browser
 * only; here they answer the views' selectors (logged out, no popup, no dialog) and nothing else: no
 * implementation is provided, no storage or cookie is read, nothing is sent to them.
 */
export function createServerActors(siteOrigin: string): Omit<RouterContext, 'queryClient' | 'siteOrigin'> {
  return {
    session: createActor(sessionMachine, { input: { hasToken: false } }),
    survey: noSurvey,
    maintenance: createActor(maintenanceMachine, { input: { path: '/', isPopup: false, bypass: false, maintenanceFlag: false, returnTo: null } }),
    externalLink: createActor(externalLinkMachine, {
      input: { policy: linkDecisions({ appOrigin: siteOrigin, ownHosts: [], serverPathPrefixes: [] }), environment: 'browser', externalReferrer: false },
    }),
    appInstall: createActor(appInstallMachine, { input: { isMobile: false, inWebView: false, seenThisSession: true } }),
  };
}
