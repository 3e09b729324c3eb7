/**
 * Test kit of the app-install machine: side effects replaced by recording stubs, and a record of
 * transitions and states (for the model tests' coverage check). Never used by the app.
 */
import { createActor } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { appInstallMachine } from './app-install.machine';
import type { AppInstallInput } from './app-install.types';

export type AppInstallActionName = 'markPopupSeen' | 'openAppScheme' | 'openStore';

export function createAppInstallKit(input: Partial<AppInstallInput> = {}) {
  const actions: AppInstallActionName[] = [];
  const coverage = createInspector();
  const record = (name: AppInstallActionName) => () => void actions.push(name);
  const machine = appInstallMachine.provide({
    actions: { markPopupSeen: record('markPopupSeen'), openAppScheme: record('openAppScheme'), openStore: record('openStore') },
  });
  const actor = createActor(machine, {
    input: { isMobile: true, inWebView: false, seenThisSession: false, ...input },
    inspect: coverage.inspect,
  });
  return {
    actor,
    actions,
    ...coverage,
    start: () => actor.start(),
    open: (path: string) => actor.send({ type: 'appInstall.pageOpened', path }),
    count: (name: AppInstallActionName) => actions.filter((a) => a === name).length,
  };
}
