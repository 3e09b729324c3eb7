/**
 * Model-based tests of the external-link and short-link statecharts (DESIGN.md "Tests"):
 * `createTestModel` walks each machine's graph, and every generated path is replayed against a
 * running actor whose side effects are recording stubs. Fails when a state or transition of either
 * machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { createTestModel, serializeSnapshot } from 'xstate/graph';
import { toTestModelMachine } from '../test-support/test-model';
import { externalLinkMachine } from './external-link.machine';
import type { PageEnvironment } from './external-link.types';
import { apiError, createExternalLinkKit, createShortLinkKit, networkError, testPolicy } from './external-link.test-kit';
import { coverageCheck, modelPaths } from './model-coverage';
import { shortLinkMachine } from './short-link.machine';

type ModelEvent = EventObject & { url?: string; output?: unknown; error?: unknown };

describe('external link model', () => {
  const coverage = coverageCheck('external link', externalLinkMachine.root);

  /** One link of each kind the machine tells apart, and the return. */
  const events: ModelEvent[] = [
    { type: 'externalLink.open', url: 'https://partner.example/page' },
    { type: 'externalLink.open', url: 'https://shop.market.kr/best' },
    { type: 'externalLink.open', url: 'javascript:alert(1)' },
    { type: 'externalLink.returned' },
  ];
  const modelMachine = toTestModelMachine(externalLinkMachine);

  for (const environment of ['browser', 'webView', 'popup'] as const satisfies readonly PageEnvironment[]) {
    for (const externalReferrer of [false, true]) {
      describe(`in a ${environment}, ${externalReferrer ? 'back from an external page' : 'fresh'}`, () => {
        const input = { policy: testPolicy, environment, externalReferrer };
        const model = createTestModel(modelMachine, { events: () => events as never, input } as never);
        const paths = modelPaths(model as never, serializeSnapshot as never, (() => events) as never);
        for (const path of paths) {
          it(path.description, () => {
            const kit = createExternalLinkKit({ environment, externalReferrer });
            kit.start();
            for (const step of path.steps) {
              if (!step.event.type.startsWith('xstate.init')) kit.actor.send(step.event as never);
              const actual = kit.actor.getSnapshot();
              expect(actual.value).toEqual(step.state.value);
              expect(actual.context).toEqual(step.state.context);
            }
            // a hand-off always saves the scroll and sets the flag first, and opens exactly once
            const opened = kit.count('openInNewTab') + kit.count('openThroughBridge') + kit.count('openInOpener');
            expect(opened).toBe(kit.count('saveScrollPosition'));
            expect(opened).toBe(kit.count('markExternalReferrer'));
            expect(kit.count('reloadPage')).toBeLessThanOrEqual(1);
            coverage.add(kit);
            kit.actor.stop();
          });
        }
      });
    }
  }

  afterAll(() => coverage.check());
});

describe('short link model', () => {
  const coverage = coverageCheck('short link', shortLinkMachine.root);
  const done = (url: string): ModelEvent => ({ type: 'xstate.done.actor.resolveShortLink', output: { code: 'SPRING', url } });
  const failed = (error: unknown): ModelEvent => ({ type: 'xstate.error.actor.resolveShortLink', error });
  const events: ModelEvent[] = [
    done('/event/3?type=spring'),
    done('/dev/shop/cart'),
    done('https://evil.example/'),
    failed(apiError(8)),
    failed(networkError()),
    { type: 'shortLink.retry' },
  ];
  const possible = (snapshot: { value: unknown }) =>
    events.filter((event) => (event.type.startsWith('xstate.') ? snapshot.value === 'resolving' : true));
  const model = createTestModel(toTestModelMachine(shortLinkMachine), {
    events: (snapshot: never) => possible(snapshot) as never,
    input: { code: 'SPRING', policy: testPolicy },
  } as never);

  for (const path of modelPaths(model as never, serializeSnapshot as never, possible as never)) {
    it(path.description, async () => {
      const kit = createShortLinkKit('SPRING');
      kit.start();
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        if (event.type.startsWith('xstate.init')) {
          // nothing to do: the actor started
        } else if (event.type.startsWith('xstate.done.actor.')) {
          expect(kit.isPending()).toBe(true);
          await kit.resolve((event.output as { url: string }).url);
        } else if (event.type.startsWith('xstate.error.actor.')) {
          expect(kit.isPending()).toBe(true);
          await kit.reject(event.error);
        } else {
          kit.actor.send(event as never);
          await kit.flush();
        }
        const actual = kit.actor.getSnapshot();
        expect(actual.value).toEqual(step.state.value);
        expect(actual.context).toEqual(step.state.context);
      }
      // only allowed targets are ever followed, at most once
      expect(kit.actions.length).toBeLessThanOrEqual(1);
      for (const action of kit.actions) expect(JSON.stringify(action)).not.toContain('evil.example');
      coverage.add(kit);
      kit.actor.stop();
    });
  }

  afterAll(() => coverage.check());
});
