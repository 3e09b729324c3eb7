import { useState } from 'react';
import { css } from 'styled-system/css';
import { PICTURE_STRIP_MAX, pictureStripAddress } from '../../contract/picture-strip';
import { Img } from './image';

/**
 * Pictures shown together (home's category grid) from one strip of them, one request instead of
 * one per picture (contract/picture-strip.ts; docs/decisions.md "Issue 24: home's category pictures
 * as one strip"). `pictureStrip` lists the addresses once for the group; each `StripPicture` shows its
 * cell of the strip, square, filling its box. A strip that fails (a source the page server may not
 * fetch, a picture it cannot read) falls back to the picture's own address, which falls back to
 * SPEC.md §8's placeholder like any picture.
 */
export interface PictureStrip {
  /** the strip's address, or null when there are too few or too many pictures to join */
  readonly address: string | null;
  /** each source's cell in the strip (sources without an address have none) */
  readonly cells: ReadonlyMap<string, number>;
  readonly count: number;
}

/** The strip of these pictures (each address once, in order; empty ones are left out). */
export function pictureStrip(sources: readonly (string | null | undefined)[]): PictureStrip {
  const unique = [...new Set(sources.filter((source): source is string => typeof source === 'string' && source !== ''))];
  if (unique.length < 2 || unique.length > PICTURE_STRIP_MAX) return { address: null, cells: new Map(), count: 0 };
  return { address: pictureStripAddress(unique), cells: new Map(unique.map((source, index) => [source, index])), count: unique.length };
}

export interface StripPictureProps {
  readonly strip: PictureStrip;
  /** the picture's own address (what is shown when the strip fails) */
  readonly src: string | null | undefined;
  readonly alt: string;
}

/** One picture of a strip, square, filling its box (give the box its size and `overflow: hidden`). */
export function StripPicture({ strip, src, alt }: StripPictureProps) {
  const [failed, setFailed] = useState(false);
  const cell = src ? strip.cells.get(src) : undefined;
  if (failed || strip.address === null || cell === undefined) return <Img src={src} alt={alt} aspectRatio="1 / 1" />;
  return (
    <img
      src={strip.address}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={styles.strip}
      style={{ width: `${strip.count * 100}%`, marginInlineStart: `${-cell * 100}%` }}
      // an error before hydration has no handler to hear it: the element says so itself
      ref={(element) => {
        if (element?.complete && element.naturalWidth === 0) setFailed(true);
      }}
      onError={() => setFailed(true)}
    />
  );
}

const styles = {
  strip: css({ display: 'block', maxWidth: 'none', height: '100%', bg: 'white' }),
};
