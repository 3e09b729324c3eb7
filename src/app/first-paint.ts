/**
 * The first screen's largest picture, drawn by the server's HTML before any script runs
 * (`#first-paint`, server/first-screen.ts; placed by panda.config.ts's global CSS exactly where
 * home's first banner, a deal's or a post's first picture, or search results' first card will be), or
 * the community's 인기 tab's first cards as text, or my page's card named by the HTML's own call
 * (server/first-screen-member.ts). It lets taps through and is hidden from assistive
 * technology. This takes it away as soon as it is not needed:
 * - the screen's own picture (same address) is loaded and on screen, or the tab has drawn its own
 *   cards: it is removed two frames later, once the screen's has painted under it, so nothing blinks;
 * - the screen shows an alert instead (a failed call), or the shopper goes to another address;
 * - at the latest `MAX_MS` after the app started.
 */
export const FIRST_PAINT_MAX_MS = 4000;

interface RouterEvents {
  subscribe(event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

/** the screens drawn ahead as text, and what shows that the screen has drawn its own */
const DRAWN: Readonly<Record<string, string>> = { popular: '[data-testid="post-card"]', 'my-page': '[data-testid="mypage-card"]:not([aria-busy])' };

export function releaseFirstPaint(router: RouterEvents, doc: Document = document): void {
  const overlay = doc.getElementById('first-paint');
  const root = doc.getElementById('root');
  const drawn = overlay ? DRAWN[overlay.dataset.screen ?? ''] : undefined;
  const src = drawn === undefined ? overlay?.querySelector('img')?.getAttribute('src') : undefined;
  if (!overlay || !root || (!src && drawn === undefined)) {
    overlay?.remove();
    return;
  }
  const view = doc.defaultView ?? window;
  const startPath = view.location.pathname;
  const listening = new Set<HTMLImageElement>();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    observer.disconnect();
    view.cancelAnimationFrame(frame);
    unsubscribe();
    view.clearTimeout(timer);
    for (const image of listening) image.removeEventListener('load', checkInFrame);
    overlay.remove();
  };
  const releaseAfterPaint = () => view.requestAnimationFrame(() => view.requestAnimationFrame(release));

  function check(): void {
    if (released) return;
    if (root?.querySelector('[role="alert"]')) {
      release();
      return;
    }
    if (drawn !== undefined) {
      if (root?.querySelector(drawn)) releaseAfterPaint();
      return;
    }
    for (const image of root?.querySelectorAll('img') ?? []) {
      if (image.getAttribute('src') !== src) continue;
      if (image.complete && image.naturalWidth > 0) {
        if (onScreen(image, view)) {
          releaseAfterPaint();
          return;
        }
      } else if (!listening.has(image)) {
        listening.add(image);
        image.addEventListener('load', checkInFrame);
      }
    }
  }

  // the checks measure the screen's picture: in a frame, where the layout is due anyway, rather than
  // in the middle of a render (a forced layout there lengthened the first render's task, issue 14)
  let frame = 0;
  const checkInFrame = () => {
    if (frame === 0) frame = view.requestAnimationFrame(() => {
      frame = 0;
      check();
    });
  };
  // an alert needs no measuring: the overlay goes with the same mutation
  const observer = new MutationObserver(() => {
    if (root.querySelector('[role="alert"]')) release();
    else checkInFrame();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'role', 'aria-busy'] });
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname !== startPath) release();
    else checkInFrame();
  });
  const timer = view.setTimeout(release, FIRST_PAINT_MAX_MS);
  checkInFrame();
}

/** in the viewport's width (a carousel keeps other slides beside it) */
function onScreen(image: HTMLImageElement, view: Window): boolean {
  const box = image.getBoundingClientRect();
  const middle = box.left + box.width / 2;
  return box.width > 0 && middle >= 0 && middle <= view.innerWidth;
}
