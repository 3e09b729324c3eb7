import { createContext, use } from 'react';
import { css, cx } from 'styled-system/css';
import { Img } from './image';
import { useHydrated } from './use-hydrated';

/**
 * The pictures of a server-drawn list past its first screen wait for the shopper (issue 24: the
 * main thread during load). Chromium fetches a lazy picture within 1,250 px of the screen, so a list
 * fetched pictures for two or three screens while it loaded, for the first screen a phone shows; each
 * picture costs the phone's main thread its arrival and a frame. With them waiting, Lighthouse's
 * main-thread work went from 1,471 to 1,330 ms on the popular tab (docs/decisions.md "Issue 24").
 *
 * Such a picture is drawn by the server without its address (`data-wait-src`), its box kept (the
 * card's grey box, or the picture's own ratio). It gets the address:
 * - at the shopper's first use of the page (a touch, a press, a key, the page scrolled:
 *   src/platform/first-use.ts), for every waiting picture at once (`showWaitingPictures`, which the
 *   app's shell registers: a list's code may still be loading then), so a shopper who starts to scroll has them coming well before they reach them
 *   (the browser's own lazy loading takes over, 1,250 px ahead);
 * - when its card hydrates (it came near the screen: a tall screen shows more of the list);
 * - at once, when the list is drawn in the browser (a screen opened in the app).
 * Without JavaScript the `<noscript>` copy shows the picture over the empty box.
 *
 * The lists: the community's posts past the first four (src/features/community/post-list.tsx) and a
 * product grid's cards that hydrate when near (src/ui/product/product-grid.tsx).
 */
export const PicturesWait = createContext(false);

export interface WaitingImgProps {
  src: string | null | undefined;
  alt: string;
  /** a fixed size (a post's thumbnail) */
  width?: number;
  height?: number;
  /** or the picture's ratio at its box's width (a product's picture: 1) */
  aspectRatio?: number;
  /** for a picture that does not wait (default 'lazy') */
  loading?: 'eager' | 'lazy';
  className?: string;
}

/** A picture, which waits (see above) inside a `PicturesWait` provider. */
export function WaitingImg(props: WaitingImgProps) {
  // only a waiting picture follows hydration: the others are drawn once, like every other picture
  return use(PicturesWait) && props.src ? <Waiting {...props} /> : <Img {...props} />;
}

function Waiting(props: WaitingImgProps) {
  if (useHydrated()) return <Img {...props} />;
  const { src, className, aspectRatio, loading: _eagerOrLazy, ...box } = props;
  const shape = { ...box, className: cx(aspectRatio !== undefined && ratio, className), style: aspectRatio === undefined ? undefined : { aspectRatio } };
  return (
    <>
      {/* the first use may give it its address before React hydrates it (showWaitingPictures reads this attribute) */}
      <img data-wait-src={src ?? undefined} {...shape} suppressHydrationWarning />
      <noscript>
        <img src={src ?? undefined} {...shape} className={cx(shape.className, cover)} />
      </noscript>
    </>
  );
}

/** a waiting picture keeps its ratio's box at the width it is given, as the picture will */
const ratio = css({ display: 'block', width: '100%' });
/** over the empty box the card keeps for the waiting picture */
const cover = css({ position: 'absolute', inset: '0' });
