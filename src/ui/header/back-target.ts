/**
 * Rules of the shared header (SPEC.md §2), as pure functions.
 */

export type BackTarget = 'history' | 'home';

/** Back goes back in history, or to / when history was replaced or has no previous entry. */
export function backTarget({ canGoBack, replaced }: { canGoBack: boolean; replaced: boolean }): BackTarget {
  return canGoBack && !replaced ? 'history' : 'home';
}

/** The native apps draw their own navigation and ask for none with `?isnavihide=true`. */
export function isNaviHidden(search: string): boolean {
  return new URLSearchParams(search).get('isnavihide') === 'true';
}
