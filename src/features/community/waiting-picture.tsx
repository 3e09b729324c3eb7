import { createContext, use } from 'react';
import { css, cx } from 'styled-system/css';
import { Img } from '../../ui/image';
import { useHydrated } from '../../ui/use-hydrated';

/**
 * The thumbnails of a community list's posts past its first screen wait for the shopper (issue 24:
 * the popular tab's main-thread work during load). Chromium fetches a lazy picture within 1,250 px
 * of the screen, so the popular tab fetched eleven thumbnails while it loaded, for the four or five
 * posts a phone shows; each picture costs the phone's main thread its arrival and a frame. With
 * them waiting, Lighthouse's main-thread work on the tab went from 1,471 to 1,330 ms (medians of 8
 * interleaved runs; docs/decisions.md, "Issue 24").
 *
 * Such a thumbnail is drawn by the server without its address (`data-wait-src`), its grey box kept
 * by the card. It gets the address:
 * - at the shopper's first use of the page (a touch, a press, a key, the page scrolled:
 *   src/platform/first-use.ts), for every waiting thumbnail at once (`showWaitingPictures`), so a
 *   shopper who starts to scroll has them coming well before they reach them (the browser's own
 *   lazy loading takes over, 1,250 px ahead);
 * - when its card hydrates (it came near the screen: a tall screen shows more than four posts);
 * - at once, when the list is drawn in the browser (a tab opened in the app).
 * Without JavaScript the `<noscript>` copy shows the picture over the empty box.
 */
export const PicturesWait = createContext(false);

/** the attribute that keeps a waiting thumbnail's address (the JSX below writes it) */
const WAITING = 'data-wait-src';

/** The server-drawn thumbnails still waiting get their address (the list's `onFirstUse`). */
export function showWaitingPictures(): void {
  for (const picture of document.querySelectorAll<HTMLImageElement>(`img[${WAITING}]`)) {
    picture.src = picture.getAttribute(WAITING) ?? '';
    picture.removeAttribute(WAITING);
  }
}

interface ThumbProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** A post's thumbnail, which waits (see above) inside a `PicturesWait` provider. */
export function PostThumb(props: ThumbProps) {
  // only a waiting thumbnail follows hydration: the others are drawn once, as any picture
  return use(PicturesWait) ? <WaitingThumb {...props} /> : <Img {...props} />;
}

function WaitingThumb({ className, ...picture }: ThumbProps) {
  if (useHydrated()) return <Img className={className} {...picture} />;
  const { src, ...box } = picture;
  return (
    <>
      {/* the first use may give it its address before React hydrates it (showWaitingPictures) */}
      <img data-wait-src={src} {...box} className={className} suppressHydrationWarning />
      <noscript>
        <img src={src} {...box} className={cx(className, cover)} />
      </noscript>
    </>
  );
}

/** over the empty box the card keeps for the waiting picture */
const cover = css({ position: 'absolute', inset: '0' });
