/**
 * The pictures a list drew waiting (src/ui/waiting-picture.tsx) get their address: the app's shell
 * runs this at the shopper's first use of the page. A module of its own, so that the first screen's
 * code carries this function and not the list's components.
 */

/** the attribute that keeps a waiting picture's address (src/ui/waiting-picture.tsx writes it) */
const WAITING = 'data-wait-src';

/** The server-drawn pictures still waiting get their address, and those marked eager at the first use (home's deal strip) are fetched. */
export function showWaitingPictures(): void {
  for (const picture of document.querySelectorAll<HTMLImageElement>(`img[${WAITING}]`)) {
    picture.src = picture.getAttribute(WAITING) ?? '';
    picture.removeAttribute(WAITING);
  }
  for (const picture of document.querySelectorAll<HTMLImageElement>('img[data-first-use-eager]')) picture.loading = 'eager';
}
