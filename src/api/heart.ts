import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError, ErrorCode, errorMessage } from './errors';
import { askToLogIn, likePorts } from './like-ports';

/**
 * The optimistic heart shared by product likes (likes.ts) and store likes (like-shop.ts): the heart
 * changes at once in every cached query that shows the thing, the call runs, its answer settles
 * the heart, a failure puts it back and says why.
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
  /** the product's or store's number */
  id: number;
  /** things whose call is under way: a second tap waits for the first answer */
  inFlight: Set<number>;
  /** the heart wanted now (the opposite of the one shown) */
  like: boolean;
  /** whether a query's data shows the thing */
  shows: (data: unknown) => boolean;
  /** draws the heart in every query that shows the thing */
  show: (isLike: boolean) => void;
  call: () => Promise<Answer>;
  /** draws the server's answer */
  settle: (answer: Answer) => void;
}

/**
 * A fetch that began before the server answered may still carry the old heart: a deal page
 * prefetched as its card scrolled into view, still loading when the shopper taps the card's heart,
 * lands after the tap and would undo it. Until the call is answered and every fetch under way at
 * that moment has landed, data that arrives showing the thing is drawn again with `redraw`.
 */
function redrawArrivals(queryClient: QueryClient, shows: (data: unknown) => boolean) {
  const cache = queryClient.getQueryCache();
  let redraw = (): void => undefined;
  let waitingFor: Set<Query> | null = null;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success' && !event.action.manual && shows(event.query.state.data)) redraw();
    if (!waitingFor) return;
    for (const query of waitingFor) if (query.state.fetchStatus !== 'fetching') waitingFor.delete(query);
    if (waitingFor.size === 0) unsubscribe();
  });
  return {
    /** how data arriving now is drawn */
    drawWith(next: () => void) {
      redraw = next;
    },
    /** the call is answered: keep going until the fetches under way now have landed */
    answered() {
      waitingFor = new Set(cache.findAll({ fetchStatus: 'fetching' }));
      if (waitingFor.size === 0) unsubscribe();
    },
    stop: unsubscribe,
  };
}

/**
 * Runs one tap on a heart. Failures: 110 asks the visitor to log in; 91/92 show the server's
 * message ('상품은 최대 100개까지 찜할 수 있어요. …'); others their Korean text.
 */
export async function toggleHeart<Answer>(queryClient: QueryClient, heart: HeartToggle<Answer>): Promise<void> {
  if (heart.inFlight.has(heart.id)) return;
  heart.inFlight.add(heart.id);
  const arrivals = redrawArrivals(queryClient, heart.shows);
  try {
    // a list arriving now would bring the old heart back
    await Promise.all(
      queriesShowing(queryClient, heart.shows)
        .filter((query) => query.state.fetchStatus === 'fetching')
        .map((query) => queryClient.cancelQueries({ queryKey: query.queryKey, exact: true })),
    );
    arrivals.drawWith(() => heart.show(heart.like));
    heart.show(heart.like);
    const answer = await heart.call();
    arrivals.drawWith(() => heart.settle(answer));
    heart.settle(answer);
    arrivals.answered();
  } catch (error) {
    // the server kept the old heart: what arrives is right as it is
    arrivals.stop();
    heart.show(!heart.like);
    if (error instanceof ApiError && error.is(ErrorCode.NullOrEmptyToken)) void askToLogIn();
    else void likePorts().alert(errorMessage(error));
  } finally {
    heart.inFlight.delete(heart.id);
  }
}
