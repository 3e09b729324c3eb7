import { useState, type CSSProperties, type ImgHTMLAttributes, type Ref, type SyntheticEvent } from 'react';
import { css, cx } from 'styled-system/css';

const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
<rect width="120" height="120" fill="#F5F5F5"/>
<g fill="none" stroke="#BDBDBD" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
<path d="M30 50h60"/><path d="M36 50l5 28h38l5-28"/><path d="M47 50l9-16"/><path d="M73 50l-9-16"/>
<path d="M52 58v12"/><path d="M60 58v12"/><path d="M68 58v12"/>
</g>
<text x="60" y="98" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#9E9E9E">이미지 준비중</text>
</svg>`;

/** SPEC.md §8: a failed image is replaced by this picture (a grey basket, '이미지 준비중'). */
export const IMAGE_PLACEHOLDER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(placeholderSvg)}`;

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** reserves the box before the image arrives (no layout shift), e.g. 1, '4 / 3', '16 / 9' */
  aspectRatio?: number | string;
  /** how the picture fills a box of another ratio (default 'cover') */
  fit?: 'cover' | 'contain';
  /** the `<img>` element (React 19 passes it on with the other props) */
  ref?: Ref<HTMLImageElement>;
}

/** An image that loads lazily on a white background and falls back to a placeholder picture. */
export function Img({
  src,
  alt,
  aspectRatio,
  fit = 'cover',
  loading = 'lazy',
  decoding = 'async',
  className,
  style,
  srcSet,
  onError,
  ...rest
}: ImgProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const ratioStyle =
    aspectRatio === undefined ? style : ({ ...style, '--img-ratio': String(aspectRatio) } as CSSProperties);

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (src) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <img
      {...rest}
      src={failed ? IMAGE_PLACEHOLDER : src}
      srcSet={failed ? undefined : srcSet}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-failed={failed || undefined}
      className={cx(styles.image, aspectRatio !== undefined && styles.ratio, fit === 'contain' && styles.contain, className)}
      style={ratioStyle}
      onError={failed ? onError : handleError}
    />
  );
}

const styles = {
  image: css({ display: 'block', maxWidth: '100%', bg: 'white', objectFit: 'cover' }),
  ratio: css({ width: '100%', height: 'auto', aspectRatio: 'var(--img-ratio)' }),
  contain: css({ objectFit: 'contain' }),
};
