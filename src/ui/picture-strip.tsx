import { useState } from 'react';
import { css } from 'styled-system/css';
import { PICTURE_STRIP_MAX, pictureStripAddress } from '../../contract/picture-strip';
import { Img } from './image';

/**
 * Pictures shown together (home's category grid) from one strip of them, one request instead of
 * one per picture (contract/picture-strip.ts; docs/decisions.md "2026-12-07 (eighteenth session):
 * home's category pictures as one strip"). `pictureStrip` lists the addresses for the group; each `StripPicture` shows its
 * cell of the strip, square, filling its box. A strip that fails (a source the page server may not
 * fetch, a picture it cannot read) falls back to the picture's own address, which falls back to
 * SPEC.md §8's placeholder as every picture does.
 */
export interface PictureStrip {
  /** the strip's address */
  readonly address: string;
  /** the pictures in it, in order: the n-th is its n-th cell */
  readonly sources: readonly string[];
}

/** The strip of these pictures, in order (pictures without an address are left out); null for too few or too many. */
export function pictureStrip(sources: readonly (string | null | undefined)[]): PictureStrip | null {
  const joined = sources.filter((source): source is string => !!source);
  return joined.length < 2 || joined.length > PICTURE_STRIP_MAX ? null : { address: pictureStripAddress(joined), sources: joined };
}

export interface StripPictureProps {
  readonly strip: PictureStrip | null;
  /** the picture's own address (what is shown when the strip fails) */
  readonly src: string | null | undefined;
  readonly alt: string;
}

/** One picture of a strip, square, filling its box (give the box its size and `overflow: hidden`). */
export function StripPicture({ strip, src, alt }: StripPictureProps) {
  const [failed, setFailed] = useState(false);
  const cell = strip && src ? strip.sources.indexOf(src) : -1;
  if (failed || !strip || cell < 0) return <Img src={src} alt={alt} aspectRatio="1 / 1" />;
  return (
    <img
      src={strip.address}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={styles.strip}
      style={{ width: `${strip.sources.length * 100}%`, marginInlineStart: `${-cell * 100}%` }}
      // an error before hydration has no handler to hear it: the element says so itself
      ref={(element) => {
        if (element?.complete && !element.naturalWidth) setFailed(true);
      }}
      onError={() => setFailed(true)}
    />
  );
}

const styles = {
  strip: css({ display: 'block', maxWidth: 'none', height: '100%', bg: 'white' }),
};
