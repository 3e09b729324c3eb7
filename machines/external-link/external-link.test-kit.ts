/**
 * Test kit of the external-link and short-link machines: the machines with every side effect
 * replaced by a recording stub, short-link lookups that stay pending until the test settles them,
 * and a record of the transitions taken and states entered (for the model tests' coverage check).
 * Used by the unit and model-based tests; never by the app.
 */
import { createActor, fromPromise } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { externalLinkMachine, type ExternalLinkMachine } from './external-link.machine';
import type { LinkPolicy, PageEnvironment, ShortLink } from './external-link.types';
import { shortLinkMachine, type ShortLinkMachine } from './short-link.machine';

export const testPolicy: LinkPolicy = {
  appOrigin: 'https://m.market.kr',
  ownHosts: ['shop.market.kr', 'store.market.kr', 'market.kr'],
  serverPathPrefixes: ['/dev/', '/api/'],
};

export const apiError = (code: number) => Object.assign(new Error(`code ${code}`), { code });
export const networkError = () => new TypeError('Failed to fetch');

export type RecordedAction = { name: string; params?: unknown };

const EXTERNAL_ACTIONS = [
  'navigateInApp',
  'refuseLink',
  'saveScrollPosition',
  'markExternalReferrer',
  'writeReturnCookies',
  'openThroughBridge',
  'openInOpener',
  'openInNewTab',
  'clearExternalReferrer',
  'restoreScrollPosition',
  'reloadPage',
] as const;
export type ExternalLinkActionName = (typeof EXTERNAL_ACTIONS)[number];

/** `machine`: the external-link machine, or a mutant of it (test-support/test-model.ts). */
export function createExternalLinkKit(
  options: { environment?: PageEnvironment; externalReferrer?: boolean } = {},
  machine: ExternalLinkMachine = externalLinkMachine,
) {
  const actions: RecordedAction[] = [];
  const coverage = createInspector();
  const provided = machine.provide({
    actions: Object.fromEntries(
      EXTERNAL_ACTIONS.map((name) => [name, (_: unknown, params: unknown) => void actions.push(params === undefined ? { name } : { name, params })]),
    ) as never,
  });
  const actor = createActor(provided, {
    input: { policy: testPolicy, environment: options.environment ?? 'browser', externalReferrer: options.externalReferrer ?? false },
    inspect: coverage.inspect,
  });
  return {
    actor,
    actions,
    ...coverage,
    start: () => actor.start(),
    names: () => actions.map((a) => a.name),
    count: (name: ExternalLinkActionName) => actions.filter((a) => a.name === name).length,
    open: (url: string) => actor.send({ type: 'externalLink.open', url }),
  };
}

/** `machine`: the short-link machine, or a mutant of it. */
export function createShortLinkKit(code = 'SPRING', machine: ShortLinkMachine = shortLinkMachine) {
  const actions: RecordedAction[] = [];
  const coverage = createInspector();
  const lookups: string[] = [];
  let pending: { resolve: (value: ShortLink) => void; reject: (error: unknown) => void } | null = null;
  const provided = machine.provide({
    actors: {
      resolveShortLink: fromPromise<ShortLink, { code: string }>(
        ({ input }) =>
          new Promise<ShortLink>((resolve, reject) => {
            lookups.push(input.code);
            pending = { resolve, reject };
          }),
      ),
    },
    actions: {
      replaceInApp: (_, params) => void actions.push({ name: 'replaceInApp', params }),
      replaceWithPage: (_, params) => void actions.push({ name: 'replaceWithPage', params }),
    },
  });
  const actor = createActor(provided, { input: { code, policy: testPolicy }, inspect: coverage.inspect });
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return {
    actor,
    actions,
    lookups,
    ...coverage,
    flush,
    start: () => actor.start(),
    isPending: () => pending !== null,
    async resolve(url: string) {
      const handle = pending;
      if (!handle) throw new Error('resolveShortLink is not pending');
      pending = null;
      handle.resolve({ code, url });
      await flush();
    },
    async reject(error: unknown) {
      const handle = pending;
      if (!handle) throw new Error('resolveShortLink is not pending');
      pending = null;
      handle.reject(error);
      await flush();
    },
  };
}
