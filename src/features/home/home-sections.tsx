import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { startTransition, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useProductLike } from '../../api/likes';
import { BestTop } from './best-top';
import { DealStrip } from './deal-strip';
import { NoticeLine } from './notice-line';
import { RecommendationGrid } from './recommendation-grid';
import { SeasonStrip } from './season-strip';

/** The home banners travel in this chunk too (one request for everything below the search box). */
export { BannerCarousel } from './banner-carousel';

const divider = css({ height: '8px', background: 'gray.100' });

/**
 * The blocks of home under the categories: the newest notice, today's limited deals (live
 * countdowns, stock), this month's delicacies, the top five and the endless recommendations, all
 * with hearts. Loaded as their own chunk while the first screen (search, shortcuts, categories)
 * paints, with the banners.
 */
export function HomeSections() {
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useSelector(session, isLoggedIn);
  const { toggle } = useProductLike(loggedIn);
  const below = useAfterFirstCommit();
  return (
    <>
      <NoticeLine />
      <DealStrip onToggleLike={toggle} />
      {below ? (
        <>
          <div className={divider} aria-hidden="true" />
          <SeasonStrip onToggleLike={toggle} />
          <div className={divider} aria-hidden="true" />
          <BestTop onToggleLike={toggle} />
          <div className={divider} aria-hidden="true" />
          <RecommendationGrid onToggleLike={toggle} />
        </>
      ) : (
        <div className={reserved} aria-hidden="true" />
      )}
    </>
  );
}

/** the blocks under the deals keep a screen's height while they render (they are under the fold) */
const reserved = css({ minHeight: '100vh' });

/**
 * False for the first commit, then true in a task of its own (issue 14): the blocks under the fold
 * (season, best, recommendations, each with its cards and calls) render after the notice and the deals
 * have committed and painted, instead of in the same long task. A timer, not only a transition: the
 * app renders with preact/compat (docs/decisions.md "Preact in place of react-dom"), where
 * startTransition does not slice the render and effects run right after the commit.
 */
function useAfterFirstCommit(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
