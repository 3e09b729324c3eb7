import { Carousel } from '@ark-ui/react/carousel';
import { css } from 'styled-system/css';
import { Img } from '../../ui/image';

const translations = {
  nextTrigger: '다음 사진',
  prevTrigger: '이전 사진',
  indicator: (index: number) => `${index + 1}번째 사진 보기`,
  item: (index: number, count: number) => `${count}장 중 ${index + 1}번째 사진`,
  autoplayStart: '자동 넘기기 시작',
  autoplayStop: '자동 넘기기 멈춤',
  progressText: ({ page, totalPages }: { page: number; totalPages: number }) => `${page} / ${totalPages}`,
};

/** The deal's pictures: swipe between them (Ark UI Carousel), '1 / 3' in the corner. */
export function DealGallery({ images, name }: { images: readonly string[]; name: string }) {
  if (images.length <= 1) {
    return (
      <div className={styles.root}>
        <Img src={images[0]} alt={name} aspectRatio={1} loading="eager" />
      </div>
    );
  }
  return (
    <Carousel.Root slideCount={images.length} translations={translations} className={styles.root} aria-label={`${name} 사진`}>
      <Carousel.ItemGroup className={styles.group}>
        {images.map((src, index) => (
          <Carousel.Item key={src} index={index} className={styles.item}>
            <Img src={src} alt={index === 0 ? name : `${name} 사진 ${index + 1}`} aspectRatio={1} loading={index === 0 ? 'eager' : 'lazy'} />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.ProgressText className={styles.progress} />
    </Carousel.Root>
  );
}

const styles = {
  root: css({ position: 'relative', width: '100%', aspectRatio: '1', bg: 'gray.100', overflow: 'hidden' }),
  group: css({ height: '100%' }),
  item: css({ height: '100%' }),
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
  }),
};
