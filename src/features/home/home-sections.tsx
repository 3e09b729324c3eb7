import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useProductLike } from '../../api/likes';
import { useRenderStages } from '../../ui/use-render-stages';
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
  // the blocks under the fold, one more per task after the first commit (season, best and the
  // recommendations, each with its cards and calls)
  const below = useRenderStages(3);
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
