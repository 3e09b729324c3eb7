import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';

/**
 * The one way out of the app (SPEC.md §4 External link): every link that may leave it — product
 * cards, purchase buttons, banners, the cart and like pages, links in notices and dialogs — is
 * handed to the external-link statechart (machines/external-link), which decides when it is
 * followed: an app path or a link of the product's own hosts routes inside the app; anything else
 * saves the scroll position, sets the external-referrer flag, writes the return cookies and opens
 * through the native bridge in the web view, in the opener from a popup, or in a new tab.
 *
 * Links keep a real `href` (long-press, copy, open in a new tab with a modifier); a plain tap runs
 * `follow` instead. Nothing is decided while rendering: only in the click handler.
 */
export function useFollowLink(): (url: string) => void {
  // the router's context holds the app-wide actors (src/app/router-context.ts); read at the tap, so
  // rendering needs none of them (the server renders these components too)
  const router = useRouter({ warn: false });
  return useCallback((url: string) => router?.options.context?.externalLink?.send({ type: 'externalLink.open', url }), [router]);
}

/** A plain left click without modifier keys: the kind the app handles itself. */
export function isPlainClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An anchor's onClick: a plain click runs `open` instead of following the href; other clicks keep the browser's behaviour. */
export function interceptClick(event: MouseEvent<HTMLAnchorElement>, open: () => void): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  open();
}

/**
 * The onClick of a block of server HTML (a notice's body, a dialog's message): a plain click on one
 * of its links goes through `follow` (the sanitiser kept only links the app may follow), then
 * `afterFollow` runs (a dialog closes).
 */
export function useFollowHtmlLinks(afterFollow?: () => void): (event: MouseEvent<HTMLElement>) => void {
  const follow = useFollowLink();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target;
      if (!(target instanceof Element) || !isPlainClick(event)) return;
      const anchor = target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      event.preventDefault();
      // resolved against the page, so `notice/3` and `?tab=2` mean what they mean in the browser
      follow(anchor.href);
      afterFollow?.();
    },
    [follow, afterFollow],
  );
}
