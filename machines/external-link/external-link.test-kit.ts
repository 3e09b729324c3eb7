/**
 * Test kit of the external-link and short-link machines: the machines with every side effect
 * replaced by a recording stub, short-link lookups that stay pending until the test settles them,
 * and a record of the transitions taken and states entered (for the model tests' coverage check).
 * Used by the unit and model-based tests; never by the app.
 */
import { createActor } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
import { externalLinkMachine, type ExternalLinkMachine } from './external-link.machine';
import type { LinkDecisions, LinkTarget, PageEnvironment, ShortLink } from './external-link.types';
import { shortLinkMachine, type ShortLinkMachine } from './short-link.machine';

/**
 * The link rules of these tests. The machines only see the policy's decisions; `testPolicy` answers
 * them from the tables below, which src/platform/link-policy.test.ts checks against the real policy
 * (src/platform/link-policy.ts) under these rules, so a table that drifts fails there.
 */
export const testLinkRules = {
  appOrigin: 'https://m.market.kr',
  ownHosts: ['shop.market.kr', 'store.market.kr', 'market.kr'],
  serverPathPrefixes: ['/dev/', '/api/'],
} as const;

const inApp = (path: string): LinkTarget => ({ kind: 'inApp', path });
const external = (url: string): LinkTarget => ({ kind: 'external', url });

/** classifyLink of every link the tests follow */
export const testLinks: Readonly<Record<string, LinkTarget>> = {
  'https://www.youtube.com/watch?v=1': external('https://www.youtube.com/watch?v=1'),
  '/dev/shop/cart': external('https://m.market.kr/dev/shop/cart'),
  'https://partner.example/': external('https://partner.example/'),
  'https://partner.example/page': external('https://partner.example/page'),
  'https://shop.market.kr/deal/12?from=banner': inApp('/deal/12?from=banner'),
  'https://shop.market.kr/best': inApp('/best'),
  'https://evilshop.market.kr.example/deal/12': external('https://evilshop.market.kr.example/deal/12'),
  'javascript:alert(document.cookie)': { kind: 'refused', reason: 'scheme' },
  'javascript:alert(1)': { kind: 'refused', reason: 'scheme' },
  '//evil.example': { kind: 'refused', reason: 'malformed' },
};

/** classifyShortLinkTarget of every short link's target the tests resolve */
export const testShortLinkTargets: Readonly<Record<string, LinkTarget>> = {
  '/': inApp('/'),
  '/dev/shop/cart': external('https://m.market.kr/dev/shop/cart'),
  '/event/3?type=spring': inApp('/event/3?type=spring'),
  'https://market.kr/best': inApp('/best'),
  'https://evil.example/': { kind: 'refused', reason: 'host' },
  'https://shop.market.kr.evil.example/': { kind: 'refused', reason: 'host' },
  'javascript:alert(1)': { kind: 'refused', reason: 'scheme' },
  '': { kind: 'refused', reason: 'empty' },
};

function decided(table: Readonly<Record<string, LinkTarget>>, raw: unknown): LinkTarget {
  const target = typeof raw === 'string' ? table[raw] : undefined;
  if (!target) throw new Error(`no test decision for ${JSON.stringify(raw)}: add it to the test kit's tables`);
  return target;
}

export const testPolicy: LinkDecisions = {
  classifyLink: (raw) => decided(testLinks, raw),
  classifyShortLinkTarget: (raw) => decided(testShortLinkTargets, raw),
  toAppPath: (raw) => {
    const target = decided(testLinks, raw);
    return target.kind === 'inApp' ? target.path : null;
  },
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
  const stubs = pendingActors<'resolveShortLink'>();
  const provided = machine.provide({
    actors: { resolveShortLink: stubs.stub<ShortLink, { code: string }>('resolveShortLink', (input) => lookups.push(input.code)) },
    actions: {
      replaceInApp: (_, params) => void actions.push({ name: 'replaceInApp', params }),
      replaceWithPage: (_, params) => void actions.push({ name: 'replaceWithPage', params }),
    },
  });
  const actor = createActor(provided, { input: { code, policy: testPolicy }, inspect: coverage.inspect });
  return {
    actor,
    actions,
    lookups,
    ...coverage,
    flush: stubs.flush,
    start: () => actor.start(),
    isPending: () => stubs.isPending('resolveShortLink'),
    resolve: (url: string) => stubs.resolve('resolveShortLink', { code, url } satisfies ShortLink),
    reject: (error: unknown) => stubs.reject('resolveShortLink', error),
  };
}
