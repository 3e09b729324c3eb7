import { useMatches } from '@tanstack/react-router';

/**
 * Route meta flags of SPEC.md §2, typed once as TanStack Router static data:
 * noBottomNavi hides the bottom bar, noTopScroll hides the scroll-to-top button,
 * requireAuth marks routes behind the login guard (the `_auth` layout enforces it).
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Korean page title shown in the shared header */
    title?: string;
    noBottomNavi?: boolean;
    noTopScroll?: boolean;
    requireAuth?: boolean;
    /**
     * the route's guard sends a member elsewhere (/login): the page the server drew without knowing the
     * member reloads when the start's check of the stored tokens finds one (src/app/bootstrap.ts)
     */
    leavesForMember?: boolean;
    /** the header shows the likes button (the shop's like page, SPEC.md §2) */
    headerLikes?: boolean;
  }
}

export interface RouteMeta {
  title: string;
  showBottomBar: boolean;
  showScrollTop: boolean;
  /** the header's likes button (a flag set anywhere on the branch) */
  showLikes: boolean;
}

interface MatchLike {
  staticData?: { title?: string; noBottomNavi?: boolean; noTopScroll?: boolean; headerLikes?: boolean } | undefined;
}

/** The meta of the current page: the deepest title; a flag set anywhere on the branch applies. */
export function routeMeta(matches: readonly MatchLike[]): RouteMeta {
  let title = '';
  let noBottomNavi = false;
  let noTopScroll = false;
  let headerLikes = false;
  for (const match of matches) {
    const data = match.staticData;
    if (!data) continue;
    if (data.title) title = data.title;
    noBottomNavi ||= data.noBottomNavi === true;
    noTopScroll ||= data.noTopScroll === true;
    headerLikes ||= data.headerLikes === true;
  }
  return { title, showBottomBar: !noBottomNavi, showScrollTop: !noTopScroll, showLikes: headerLikes };
}

/** The current page's meta (title, bottom bar, scroll-top, header likes) from the matched routes. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return routeMeta(matches);
}
