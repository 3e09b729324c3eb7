import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError, ErrorCode, errorMessage } from './errors';
import { askToLogIn, likePorts } from './like-ports';

/**
 * The optimistic heart shared by product likes (likes.ts) and store likes (like-shop.ts): the heart
 * changes at once in every cached query that shows the thing, the call runs, its answer settles
 * the heart, a failure puts it back and says why.
 */

/** The cached queries whose data passes `shows`. */
export function queriesShowing(queryClient: QueryClient, shows: (data: unknown) => boolean): Query[] {
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
  /** the cached queries that show the thing */
  queries: () => Query[];
  /** draws the heart in every query that shows the thing */
  show: (isLike: boolean) => void;
  call: () => Promise<Answer>;
  /** draws the server's answer */
  settle: (answer: Answer) => void;
}

/**
 * Runs one tap on a heart. Failures: 110 asks the visitor to log in; 91/92 show the server's
 * message ('상품은 최대 100개까지 찜할 수 있어요. …'); others their Korean text.
 */
export async function toggleHeart<Answer>(queryClient: QueryClient, heart: HeartToggle<Answer>): Promise<void> {
  if (heart.inFlight.has(heart.id)) return;
  heart.inFlight.add(heart.id);
  try {
    // a list arriving now would bring the old heart back
    await Promise.all(
      heart
        .queries()
        .filter((query) => query.state.fetchStatus === 'fetching')
        .map((query) => queryClient.cancelQueries({ queryKey: query.queryKey, exact: true })),
    );
    heart.show(heart.like);
    heart.settle(await heart.call());
  } catch (error) {
    heart.show(!heart.like);
    if (error instanceof ApiError && error.is(ErrorCode.NullOrEmptyToken)) void askToLogIn();
    else void likePorts().alert(errorMessage(error));
  } finally {
    heart.inFlight.delete(heart.id);
  }
}
