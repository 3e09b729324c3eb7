import { css, cx } from 'styled-system/css';
import { Img } from '../../ui/image';
import { useCarousel } from '../../ui/use-carousel';

/**
 * The deal's pictures: swipe between them on the browser's own scroll snap (src/ui/use-carousel.ts,
 * as home's banners), '1 / 3' in the corner. Ark's carousel measured its snap points while the deal
 * first rendered: 52 ms of a 134 ms task at 4× CPU slowdown (issue 14, docs/decisions.md).
 */
export function DealGallery({ images, name }: { images: readonly string[]; name: string }) {
  if (images.length <= 1) {
    return (
      <div className={styles.root}>
        <Img src={images[0]} alt={name} aspectRatio={1} loading="eager" />
      </div>
    );
  }
  return <Gallery images={images} name={name} />;
}

function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const carousel = useCarousel({ count: images.length });
  return (
    <div role="region" aria-roledescription="carousel" aria-label={`${name} 사진`} className={styles.root}>
      {/* the strip itself takes focus (its pictures cannot): arrow keys turn the pictures */}
      <div {...carousel.trackProps} tabIndex={0} className={cx(carousel.trackProps.className, styles.track)}>
        {images.map((src, index) => (
          <div key={`${index}:${src}`} {...carousel.slideProps(index, `${images.length}장 중 ${index + 1}번째 사진`)}>
            <Img src={src} alt={index === 0 ? name : `${name} 사진 ${index + 1}`} aspectRatio={1} loading={index === 0 ? 'eager' : 'lazy'} />
          </div>
        ))}
      </div>
      <span className={styles.progress} aria-hidden="true">{`${carousel.page + 1} / ${images.length}`}</span>
    </div>
  );
}

const styles = {
  root: css({ position: 'relative', width: '100%', aspectRatio: '1', bg: 'gray.100', overflow: 'hidden' }),
  track: css({ _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' } }),
  progress: css({
    position: 'absolute',
    right: '3',
    bottom: '3',
    paddingInline: '2.5',
    paddingBlock: '1',
    borderRadius: 'full',
    bg: 'rgba(0, 0, 0, 0.62)',
    color: 'white',
    fontSize: '12px',
    fontVariantNumeric: 'tabular-nums',
    pointerEvents: 'none',
  }),
};
