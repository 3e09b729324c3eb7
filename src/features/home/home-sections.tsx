import { useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useProductLike } from '../../api/likes';
import { DealStrip } from './deal-strip';
import { NoticeLine } from './notice-line';
import { HydrateNear, lazyBlock } from '../../ui/hydrate-near';
import { useHydratedSelector } from '../../ui/use-hydrated';

const divider = css({ height: '8px', background: 'gray.100' });

/*
 * The blocks under the first screen bring their code at the shopper's first scroll or touch
 * (src/ui/hydrate-near.tsx `lazyBlock`), not with the page: a home that is only looked at loads and
 * runs none of it (issue 24: first-load JS, main-thread work). The server draws them in full.
 */
const season = lazyBlock(() => import('./season-strip'), (module) => module.SeasonStrip);
const best = lazyBlock(() => import('./best-top'), (module) => module.BestTop);
const recommendation = lazyBlock(() => import('./recommendation-grid'), (module) => module.RecommendationGrid);

/**
 * The blocks of home under the categories: the newest notice, today's limited deals (live
 * countdowns, stock), this month's delicacies, the top five and the endless recommendations, all
 * with hearts. The blocks under the first screen hydrate when they come near it (src/ui/hydrate-near.tsx),
 * and their code loads at the first scroll or touch.
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
      <HydrateNear code={season}>
        <season.Component onToggleLike={toggle} />
      </HydrateNear>
      <div className={divider} aria-hidden="true" />
      <HydrateNear code={best}>
        <best.Component onToggleLike={toggle} />
      </HydrateNear>
      <div className={divider} aria-hidden="true" />
      <HydrateNear code={recommendation}>
        <recommendation.Component onToggleLike={toggle} />
      </HydrateNear>
    </>
  );
}
