/**
 * Model-based tests of the external-link and short-link statecharts (DESIGN.md "Tests", issue 26
 * §3): `createTestModel` walks each machine's graph, and every generated path is replayed against
 * a running actor whose side effects are recording stubs. After each event the actor must be where
 * the oracle below says and must have done what it says (the oracle is a table written from SPEC.md
 * §4 "External link" and §5 "Link host check", not the machine); a mutant with one wrong target
 * must fail it. Fails when a state or transition of either machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { coverageCheck } from '../test-support/inspector';
import { createOracle, mismatch, statePath, type Expected, type OracleRow } from '../test-support/oracle';
import { modelPaths, pathEvents, toTestModelMachine, withMutatedTarget, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { externalLinkMachine, type ExternalLinkMachine } from './external-link.machine';
import type { PageEnvironment } from './external-link.types';
import { apiError, createExternalLinkKit, createShortLinkKit, networkError, testLinkRules, testPolicy, type RecordedAction } from './external-link.test-kit';
import { shortLinkMachine, type ShortLinkMachine } from './short-link.machine';

/** What the shopper sees happen, in order: one line per side effect. */
function effectOf(action: RecordedAction): string {
  const params = action.params as { path?: string; url?: string } | undefined;
  return [action.name, params?.path ?? params?.url].filter(Boolean).join(' ');
}

// ---------------------------------------------------------------------------------------------
// External links

const PARTNER = 'https://partner.example/page';
const linkEvents: Array<[ModelEvent, string]> = [
  [{ type: 'externalLink.open', url: PARTNER }, 'open: another site'],
  [{ type: 'externalLink.open', url: 'https://shop.market.kr/best' }, 'open: own host'],
  [{ type: 'externalLink.open', url: 'javascript:alert(1)' }, 'open: javascript'],
  [{ type: 'externalLink.returned' }, 'returned'],
];

interface LinkFacts {
  environment: PageEnvironment;
  /** the external-referrer session flag */
  referrer: boolean;
  /** what happened so far */
  effects: string[];
}

const did = (...effects: string[]) => (f: LinkFacts): LinkFacts => ({ ...f, effects: [...f.effects, ...effects] });
/** SPEC.md §4: save the scroll position, set the external-referrer flag, write the return cookies, then open */
const handOff = (open: string) => (f: LinkFacts): LinkFacts => ({
  ...did('saveScrollPosition', 'markExternalReferrer', 'writeReturnCookies', `${open} ${PARTNER}`)(f),
  referrer: true,
});

const linkRows: OracleRow<LinkFacts>[] = [
  { in: 'ready', on: 'open: another site', when: (f) => f.environment === 'webView', set: handOff('openThroughBridge'), spec: '§4 in the web view it opens through the native bridge' },
  { in: 'ready', on: 'open: another site', when: (f) => f.environment === 'popup', set: handOff('openInOpener'), spec: '§4 in a popup it changes the opener window' },
  { in: 'ready', on: 'open: another site', set: handOff('openInNewTab'), spec: '§4 otherwise a new tab' },
  { in: 'ready', on: 'open: own host', set: did('navigateInApp /best'), spec: "§4 links to the product's own hosts route inside the app; §5 link host check" },
  { in: 'ready', on: 'open: javascript', set: did('refuseLink'), spec: '§5 link host check: only http(s) links are followed' },
  { in: 'ready', on: 'returned', when: (f) => f.referrer, go: 'reloading', set: did('reloadPage'), spec: '§4 an external-referrer session flag triggers one reload' },
];

/** A page load: one that came back from an external page clears the flag and restores the scroll (§4, §2 Routing). */
const linkStart = (environment: PageEnvironment, referrer: boolean): Expected<LinkFacts> => ({
  state: 'ready',
  facts: { environment, referrer: false, effects: referrer ? ['clearExternalReferrer', 'restoreScrollPosition'] : [] },
});

async function replayLink(
  path: ModelPath,
  start: { environment: PageEnvironment; externalReferrer: boolean },
  machine: ExternalLinkMachine,
  oracle: ReturnType<typeof createOracle<LinkFacts>>,
  coverage?: ReturnType<typeof coverageCheck>,
): Promise<string | null> {
  const kit = createExternalLinkKit(start, machine);
  kit.start();
  let expected = linkStart(start.environment, start.externalReferrer);
  const cases = new Map(linkEvents);
  try {
    const events = pathEvents(path);
    for (let index = 0; index <= events.length; index += 1) {
      const event = events[index - 1];
      const eventCase = event ? (cases.get(event) ?? event.type) : 'start';
      if (event) {
        kit.actor.send(event as never);
        expected = oracle.next(expected, eventCase);
      }
      const actual = `${statePath(kit.actor.getSnapshot().value)} after ${JSON.stringify(kit.actions.map(effectOf))}`;
      const wanted = `${expected.state} after ${JSON.stringify(expected.facts.effects)}`;
      if (actual !== wanted) return mismatch(path.description, index, eventCase, wanted, actual);
    }
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

describe('external link model', () => {
  const coverage = coverageCheck('external link', externalLinkMachine);
  const oracle = createOracle('external link', linkRows);
  const model = toTestModelMachine(externalLinkMachine);
  const starts = (['browser', 'webView', 'popup'] as const).flatMap((environment) => [false, true].map((externalReferrer) => ({ environment, externalReferrer })));
  const pathsOf = (start: (typeof starts)[number]) =>
    modelPaths(createTestModel(model, { events: () => linkEvents.map(([event]) => event) as never, input: { policy: testPolicy, ...start } } as never) as never, {
      events: (() => linkEvents.map(([event]) => event)) as never,
    });
  let executed = 0;
  let total = 0;

  for (const start of starts) {
    describe(`in a ${start.environment}, ${start.externalReferrer ? 'back from an external page' : 'fresh'}`, () => {
      const paths = pathsOf(start);
      total += paths.length;
      for (const path of paths) {
        it(path.description, async () => {
          executed += 1;
          expect(await replayLink(path, start, externalLinkMachine, oracle, coverage)).toBeNull();
        });
      }
    });
  }

  describe('the oracle sees a wrong transition', () => {
    // every target of the machine changed to every other state it could name, one at a time
    const mutants = [
      { state: 'starting', event: 'always', index: 0, target: 'ready' },
      { state: 'ready', event: 'externalLink.returned', target: 'ready' },
      { state: 'routing', event: 'always', index: 0, target: 'handingOff' },
      { state: 'routing', event: 'always', index: 1, target: 'handingOff' },
      { state: 'handingOff', event: 'always', index: 0, target: 'reloading' },
    ];
    for (const mutation of mutants) {
      it(`fails when ${mutation.state} on ${mutation.event} #${mutation.index ?? 0} goes to ${mutation.target}`, async () => {
        const mutant = withMutatedTarget(externalLinkMachine, mutation);
        const mutantOracle = createOracle('external link', linkRows);
        let caught: string | null = null;
        for (const start of starts) for (const path of pathsOf(start)) caught ??= await replayLink(path, start, mutant, mutantOracle);
        expect(caught).not.toBeNull();
      });
    }
  });

  afterAll(() => {
    if (executed < total) return;
    coverage.check();
    expect(oracle.unusedRows()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Short links (/link/:code)

const done = (url: string): ModelEvent => ({ type: 'xstate.done.actor.resolveShortLink', output: { code: 'SPRING', url } });
const failed = (error: unknown): ModelEvent => ({ type: 'xstate.error.actor.resolveShortLink', error });
const shortEvents: Array<[ModelEvent, string]> = [
  [done('/event/3?type=spring'), 'resolved: app path'],
  [done('/dev/shop/cart'), 'resolved: server page'],
  [done('https://evil.example/'), 'resolved: another site'],
  [failed(apiError(8)), 'lookup: 8'],
  [failed(networkError()), 'lookup: offline'],
  [{ type: 'shortLink.retry' }, 'retry'],
];

interface ShortFacts {
  effects: string[];
}
const replaced = (effect: string) => (f: ShortFacts): ShortFacts => ({ effects: [...f.effects, effect] });
const shortRows: OracleRow<ShortFacts>[] = [
  { in: 'resolving', on: 'resolved: app path', go: 'following', set: replaced('replaceInApp /event/3?type=spring'), spec: '§2 /link/:code short-link redirector' },
  { in: 'resolving', on: 'resolved: server page', go: 'leaving', set: replaced(`replaceWithPage ${testLinkRules.appOrigin}/dev/shop/cart`), spec: "§5 link host check: the product's own pages" },
  { in: 'resolving', on: 'resolved: another site', go: 'refused', spec: '§5 link host check allows only the product’s hosts' },
  { in: 'resolving', on: 'lookup: 8', go: 'notFound', spec: '§8 8 no data' },
  { in: 'resolving', on: 'lookup: offline', go: 'failed', spec: 'decisions: a failed lookup can be tried again' },
  { in: 'failed', on: 'retry', go: 'resolving', spec: 'decisions: a failed lookup can be tried again' },
];

async function replayShort(path: ModelPath, machine: ShortLinkMachine, oracle: ReturnType<typeof createOracle<ShortFacts>>, coverage?: ReturnType<typeof coverageCheck>) {
  const kit = createShortLinkKit('SPRING', machine);
  kit.start();
  let expected: Expected<ShortFacts> = { state: 'resolving', facts: { effects: [] } };
  const cases = new Map(shortEvents);
  try {
    for (const [index, event] of pathEvents(path).entries()) {
      const eventCase = cases.get(event) ?? event.type;
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        if (!kit.isPending()) return mismatch(path.description, index + 1, eventCase, 'a lookup under way', statePath(kit.actor.getSnapshot().value));
        if (event.type.startsWith('xstate.done')) await kit.resolve((event.output as { url: string }).url);
        else await kit.reject(event.error);
      } else {
        kit.actor.send(event as never);
        await kit.flush();
      }
      expected = oracle.next(expected, eventCase);
      const actual = `${statePath(kit.actor.getSnapshot().value)} after ${JSON.stringify(kit.actions.map(effectOf))}`;
      const wanted = `${expected.state} after ${JSON.stringify(expected.facts.effects)}`;
      if (actual !== wanted) return mismatch(path.description, index + 1, eventCase, wanted, actual);
    }
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

describe('short link model', () => {
  const coverage = coverageCheck('short link', shortLinkMachine);
  const oracle = createOracle('short link', shortRows);
  const possible = (snapshot: { value: unknown }) =>
    shortEvents.map(([event]) => event).filter((event) => (event.type.startsWith('xstate.') ? snapshot.value === 'resolving' : true));
  const model = createTestModel(toTestModelMachine(shortLinkMachine), {
    events: (snapshot: never) => possible(snapshot) as never,
    input: { code: 'SPRING', policy: testPolicy },
  } as never);
  const paths = modelPaths(model as never, { events: possible as never });
  let executed = 0;

  for (const path of paths) {
    it(path.description, async () => {
      executed += 1;
      expect(await replayShort(path, shortLinkMachine, oracle, coverage)).toBeNull();
    });
  }

  it('the oracle sees a wrong transition (deciding: an outside site followed)', async () => {
    const mutant = withMutatedTarget(shortLinkMachine, { state: 'deciding', event: 'always', index: 2, target: 'leaving' });
    const mutantOracle = createOracle('short link', shortRows);
    let caught: string | null = null;
    for (const path of paths) caught ??= await replayShort(path, mutant, mutantOracle);
    expect(caught).not.toBeNull();
  });

  afterAll(() => {
    if (executed < paths.length) return;
    coverage.check();
    expect(oracle.unusedRows()).toEqual([]);
  });
});
