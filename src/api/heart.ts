import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { createActor, fromCallback, fromPromise, waitFor, type Actor } from 'xstate';
import { optimisticToggleMachine, type OptimisticToggleMachine } from '../../machines/optimistic-toggle/optimistic-toggle.machine';
import { isCalling } from '../../machines/optimistic-toggle/optimistic-toggle.selectors';
import { ApiError, ErrorCode, errorMessage } from './errors';
import { askToLogIn, likePorts } from './like-ports';

/**
 * The optimistic heart shared by product likes (likes.ts) and store likes (like-shop.ts), as the
 * optimistic-toggle statechart: the heart changes at once in every cached query that shows the
 * thing, the call runs, its answer settles the heart, a failure puts it back and says why.
 */

/** The cached queries whose data passes `shows`. */
function queriesShowing(queryClient: QueryClient, shows: (data: unknown) => boolean): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => shows(query.state.data));
}

/**
 * Rewrites the data of every cached query that passes `shows` with `patch`. `dataUpdatedAt` is
 * kept, so countdowns computed from it do not jump.
 */
export function patchQueriesShowing(queryClient: QueryClient, shows: (data: unknown) => boolean, patch: <T>(data: T) => T): void {
  for (const query of queriesShowing(queryClient, shows)) {
    const data = query.state.data;
    const next = patch(data);
    if (next !== data) queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}

export interface HeartToggle<Answer> {
  /** the thing's kind and number: 'product:12', 'shop:3' (one heart per thing) */
  key: string;
  /** the heart wanted now (the opposite of the one shown) */
  like: boolean;
  /** whether a query's data shows the thing */
  shows: (data: unknown) => boolean;
  /** draws the heart in every query that shows the thing */
  show: (isLike: boolean) => void;
  /** the call for the heart wanted */
  call: (like: boolean) => Promise<Answer>;
  /** draws the server's answer */
  settle: (answer: Answer) => void;
}

type HeartActor = Actor<OptimisticToggleMachine>;

/** One heart per thing and query client, created at its first tap (machines/optimistic-toggle). */
const hearts = new WeakMap<QueryClient, Map<string, HeartActor>>();

/**
 * The fetches a heart's tap stopped (their data read the heart before the tap), fetched again once
 * the tap is settled: a list or post fetched again for a member who was just noticed signed in
 * carries the member's other hearts, votes and own posts, which must not stay the visitor's.
 */
const stoppedBy = new WeakMap<HeartActor, QueryKey[]>();

/**
 * The heart's statechart with the cache as its picture: the tap's heart drawn at once, the
 * answer's when it comes, the old one back on a failure, and the fetches under way kept from
 * undoing it (a deal page prefetched as its card scrolled into view, still loading when the shopper
 * taps the card's heart, would land after the tap and undo it).
 */
function heartActor<Answer>(queryClient: QueryClient, heart: HeartToggle<Answer>): HeartActor {
  const byKey = hearts.get(queryClient) ?? new Map<string, HeartActor>();
  hearts.set(queryClient, byKey);
  const existing = byKey.get(heart.key);
  if (existing) return existing;
  const cache = queryClient.getQueryCache();
  const drawn = (actor: HeartActor) => {
    const { context } = actor.getSnapshot();
    if (actor.getSnapshot().matches({ busy: 'settling' })) heart.settle(context.answer as Answer);
    else heart.show(context.wanted as boolean);
  };
  const actor: HeartActor = createActor(
    optimisticToggleMachine.provide({
      actors: {
        // a list arriving now would bring the old heart back
        prepare: fromPromise(async () => {
          const fetching = queriesShowing(queryClient, heart.shows).filter((query) => query.state.fetchStatus === 'fetching');
          stoppedBy.set(actor, [...(stoppedBy.get(actor) ?? []), ...fetching.map((query) => query.queryKey)]);
          await Promise.all(fetching.map((query) => queryClient.cancelQueries({ queryKey: query.queryKey, exact: true })));
        }),
        save: fromPromise<unknown, { wanted: unknown }>(({ input }) => heart.call(input.wanted === true)),
        // the answer is drawn: go on until the fetches under way now have landed
        settle: fromPromise(
          () =>
            new Promise<void>((resolve) => {
              const waitingFor = new Set(cache.findAll({ fetchStatus: 'fetching' }));
              if (waitingFor.size === 0) return resolve();
              const stop = cache.subscribe(() => {
                for (const query of waitingFor) if (query.state.fetchStatus !== 'fetching') waitingFor.delete(query);
                if (waitingFor.size === 0) {
                  stop();
                  resolve();
                }
              });
            }),
        ),
        watchArrivals: fromCallback(() =>
          cache.subscribe((event) => {
            if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual && heart.shows(event.query.state.data)) drawn(actor);
          }),
        ),
      },
      actions: {
        showWanted: ({ context }) => heart.show(context.wanted === true),
        showAnswer: ({ context }) => heart.settle(context.answer as Answer),
        // the server kept the old heart: what arrives is right as it is
        showPrevious: ({ context }) => heart.show(context.previous === true),
        reportFailure: ({ context }) => {
          const error = context.error;
          if (error instanceof ApiError && error.is(ErrorCode.NullOrEmptyToken)) void askToLogIn();
          else void likePorts().alert(errorMessage(error));
        },
      },
    }),
  );
  actor.start();
  byKey.set(heart.key, actor);
  return actor;
}

/**
 * Runs one tap on a heart; resolves once the answer is drawn (or the failure told). Failures: 110
 * asks the visitor to log in; 91/92 show the server's message ('상품은 최대 100개까지 찜할 수
 * 있어요. …'); others their Korean text. A tap while the thing's call is under way does nothing:
 * the first answer decides.
 */
export async function toggleHeart<Answer>(queryClient: QueryClient, heart: HeartToggle<Answer>): Promise<void> {
  const actor = heartActor(queryClient, heart);
  if (isCalling(actor.getSnapshot())) return;
  actor.send({ type: 'toggle.flip', previous: !heart.like, wanted: heart.like });
  await waitFor(actor, (snapshot) => !isCalling(snapshot));
  const stopped = stoppedBy.get(actor) ?? [];
  stoppedBy.delete(actor);
  for (const queryKey of stopped) void queryClient.invalidateQueries({ queryKey, exact: true });
}
