import { useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useProductLike } from '../../api/likes';
import { BestTop } from './best-top';
import { DealStrip } from './deal-strip';
import { NoticeLine } from './notice-line';
import { RecommendationGrid } from './recommendation-grid';
import { SeasonStrip } from './season-strip';
import { HydrateNear } from '../../ui/hydrate-near';
import { useHydratedSelector } from '../../ui/use-hydrated';

const divider = css({ height: '8px', background: 'gray.100' });

/**
 * The blocks of home under the categories: the newest notice, today's limited deals (live
 * countdowns, stock), this month's delicacies, the top five and the endless recommendations, all
 * with hearts. The blocks under the first screen hydrate when they come near it (src/ui/hydrate-near.tsx).
 */
export function HomeSections() {
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useProductLike(loggedIn);
  return (
    <>
      <NoticeLine />
      <DealStrip onToggleLike={toggle} />
      <div className={divider} aria-hidden="true" />
      <HydrateNear>
        <SeasonStrip onToggleLike={toggle} />
      </HydrateNear>
      <div className={divider} aria-hidden="true" />
      <HydrateNear>
        <BestTop onToggleLike={toggle} />
      </HydrateNear>
      <div className={divider} aria-hidden="true" />
      <HydrateNear>
        <RecommendationGrid onToggleLike={toggle} />
      </HydrateNear>
    </>
  );
}
