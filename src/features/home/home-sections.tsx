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
  // the blocks under the fold, one more per task after the first commit
  const below = useStagesAfterFirstCommit(3);
  return (
    <>
      <NoticeLine />
      <DealStrip onToggleLike={toggle} />
      {below >= 1 ? (
        <>
          <div className={divider} aria-hidden="true" />
          <SeasonStrip onToggleLike={toggle} />
        </>
      ) : (
        <div className={reserved} aria-hidden="true" />
      )}
      {below >= 2 && (
        <>
          <div className={divider} aria-hidden="true" />
          <BestTop onToggleLike={toggle} />
        </>
      )}
      {below >= 3 && (
        <>
          <div className={divider} aria-hidden="true" />
          <RecommendationGrid onToggleLike={toggle} />
        </>
      )}
    </>
  );
}

/** the blocks under the deals keep a screen's height while they render (they are under the fold) */
const reserved = css({ minHeight: '100vh' });

/**
 * 0 for the first commit, then one more in each following task up to `count` (issue 14): the blocks
 * under the fold (season, best, recommendations, each with its cards and calls) render after the notice
 * and the deals have committed and painted, one block per task, instead of all in one long task. Timers,
 * not only a transition: the app renders with preact/compat (docs/decisions.md "Preact in place of
 * react-dom"), where startTransition does not slice the render and effects run right after the commit.
 */
function useStagesAfterFirstCommit(count: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= count) return;
    const timer = setTimeout(() => startTransition(() => setStage((current) => current + 1)), 0);
    return () => clearTimeout(timer);
  }, [stage, count]);
  return stage;
}
