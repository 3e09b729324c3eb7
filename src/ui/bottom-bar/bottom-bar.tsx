import { Link, useRouterState } from '@tanstack/react-router';
import { memo, type ComponentType } from 'react';
import { css, cx } from 'styled-system/css';
import { barBox } from './bar-box';
import { session, sessionKeys } from '../../platform/storage';
import { interceptClick, useFollowLink } from '../links/follow-link';
import { HydrateNear } from '../hydrate-near';
import { CartIcon, CategoryIcon, CommunityIcon, HomeIcon, UserIcon, type IconProps } from '../icons';
import { COMMUNITY_HINT_ID, CommunityHintOverBar, dismissCommunityHint, useCommunityHintShown } from './community-hint';
import { bottomTabs, shopUrl, type BottomTab } from './tabs';

export interface BottomBarProps {
  /** unread alarms, shown as a count on the my-page tab (the app fills it for members; 0: none) */
  myPageBadge?: number;
  /**
   * Hydrated with the page instead of at the first use: a member's bar, whose unread-alarm badge comes
   * shortly after (a waiting bar handed new props is thrown away and drawn again in the browser: my page
   * signed in measured 1.16× the main thread). It changes no element, only when the bar hydrates.
   */
  withPage?: boolean;
}

const icons: Record<BottomTab['id'], ComponentType<IconProps>> = {
  category: CategoryIcon,
  community: CommunityIcon,
  home: HomeIcon,
  cart: CartIcon,
  'my-page': UserIcon,
};

/** where the community hint points (community-hint.tsx) */
const COMMUNITY_TAB = bottomTabs.findIndex((tab) => tab.id === 'community');

/**
 * The bottom bar of SPEC.md §2: fixed, 60px plus the safe area, 480px wide at most. The page
 * under it keeps its end clear with padding of the same height (src/app/app-shell.tsx does).
 *
 * The server draws it on every page, and the browser hydrates it at the shopper's first use of the
 * page (a touch, a key, a scroll: src/ui/hydrate-near.tsx `wait="use"`): its five router links were a
 * fifth of the hydration of a page only looked at (issue 24). Until then its tabs are the server's
 * links, the page's own tab marked, and a tap on one hydrates the bar at once and opens the tab in the
 * app. A member's bar hydrates with the page (`withPage`). Memoized: a new render of the shell
 * would draw a waiting bar again instead of hydrating it; a new page does, as it must.
 *
 * The community hint shows over the bar from outside it, so that it never waits for the bar.
 */
export const BottomBar = memo(function BottomBar({ myPageBadge = 0, withPage = false }: BottomBarProps) {
  // Read to draw the bar again at each new page: React draws a waiting block that is given new props in
  // the browser instead of hydrating it, so a page opened in the app before any use (a screen reader's
  // click) gets a bar marking its own tab, not one hydrated later over the server's marks of another.
  useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <HydrateNear wait={withPage ? 'near' : 'use'}>
        <Tabs myPageBadge={myPageBadge} />
      </HydrateNear>
      <CommunityHintOverBar tab={COMMUNITY_TAB} of={bottomTabs.length} />
    </>
  );
});

function Tabs({ myPageBadge }: { myPageBadge: number }) {
  // the cart is the shop's page: it leaves through the external-link flow (src/ui/links/follow-link.ts)
  const onOpenExternal = useFollowLink();
  return (
    <nav aria-label="주요 메뉴" className={styles.bar}>
      <ul className={styles.list}>
        {bottomTabs.map((tab) => (
          <li key={tab.id} className={styles.item}>
            <TabButton tab={tab} onOpenExternal={onOpenExternal} badge={tab.id === 'my-page' ? myPageBadge : 0} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabButton({ tab, onOpenExternal, badge }: { tab: BottomTab; onOpenExternal: (url: string) => void; badge: number }) {
  const Icon = icons[tab.id];
  const hintShown = useCommunityHintShown() && tab.id === 'community';
  if ('externalPath' in tab) {
    const href = shopUrl(tab.externalPath);
    return (
      <a href={href} className={styles.tab} onClick={(event) => interceptClick(event, () => onOpenExternal(href))}>
        <Icon />
        <span>{tab.label}</span>
      </a>
    );
  }
  return (
    <Link
      to={tab.to}
      activeOptions={{ exact: tab.exact, includeSearch: false }}
      className={styles.tab}
      // the hint drawn over the bar while it shows (CommunityHintOverBar)
      aria-describedby={hintShown ? COMMUNITY_HINT_ID : undefined}
      onClick={() => {
        // the category screen opens on its first tab when entered from here
        if (tab.id === 'category') session.remove(sessionKeys.categoryTabIndex);
        // opening the community is what the hint asks for: it has done its job
        if (tab.id === 'community') dismissCommunityHint();
      }}
    >
      {({ isActive }) => (
        <>
          <span className={styles.iconWrap}>
            <Icon filled={isActive} />
            {tab.id === 'community' && <span className={styles.dot} aria-hidden="true" />}
            {badge > 0 && (
              <span className={styles.count} aria-hidden="true" data-testid="bottom-bar-badge">
                {badge > 99 ? '99+' : badge}
              </span>
            )}
          </span>
          <span>{tab.label}</span>
          {badge > 0 && <span className={styles.srOnly}>, 읽지 않은 알림 {badge}개</span>}
        </>
      )}
    </Link>
  );
}

const styles = {
  bar: cx(barBox, css({ bg: 'white', borderTopColor: 'gray.200' })),
  list: css({
    display: 'flex',
    height: 'bottomBar',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  }),
  item: css({
    position: 'relative',
    flex: '1',
    minWidth: '0',
    display: 'flex',
  }),
  tab: css({
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    minHeight: '44px',
    color: 'gray.600',
    fontSize: '11px',
    fontWeight: 'medium',
    textDecoration: 'none',
    bg: 'transparent',
    transition: 'color 0.15s',
    '&[aria-current=page]': { color: 'primaryStrong', fontWeight: 'bold' },
    _focusVisible: {
      outline: '2px solid token(colors.primary)',
      outlineOffset: '-4px',
      borderRadius: '8px',
    },
  }),
  iconWrap: css({ position: 'relative', display: 'inline-flex' }),
  count: css({
    position: 'absolute',
    top: '-4px',
    left: '14px',
    minWidth: '16px',
    height: '16px',
    paddingInline: '1',
    borderRadius: 'full',
    bg: 'red.700',
    color: 'white',
    fontSize: '10px',
    fontWeight: 'bold',
    lineHeight: '16px',
    textAlign: 'center',
    boxShadow: '0 0 0 1.5px white',
  }),
  srOnly: css({ srOnly: true }),
  dot: css({
    position: 'absolute',
    top: '0',
    right: '-2px',
    width: '6px',
    height: '6px',
    borderRadius: 'full',
    bg: 'red.600',
    boxShadow: '0 0 0 1.5px white',
  }),
};
