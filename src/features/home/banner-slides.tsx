import { Carousel } from '@ark-ui/react/carousel';
import { css } from 'styled-system/css';
import type { Banner } from '../../api/catalog/banners';
import { Img } from '../../ui/image';
import { bannerCounter } from './banner-styles';
import { interceptClick, useOpenLink } from './use-open-link';

/** How long a banner stays before the next one slides in. */
export const BANNER_AUTOPLAY_MS = 4000;

const translations = {
  nextTrigger: '다음 배너',
  prevTrigger: '이전 배너',
  indicator: (index: number) => `${index + 1}번째 배너 보기`,
  item: (index: number, count: number) => `${count}개 중 ${index + 1}번째 배너`,
  autoplayStart: '배너 자동 넘김 시작',
  autoplayStop: '배너 자동 넘김 멈춤',
  progressText: ({ page, totalPages }: { page: number; totalPages: number }) => `${page} / ${totalPages}`,
};

/** The home banners as a looping, auto-playing Ark UI carousel (loaded lazily). */
export function BannerSlides({ banners }: { banners: readonly Banner[] }) {
  const open = useOpenLink();
  return (
    <Carousel.Root
      slideCount={banners.length}
      loop
      autoplay={{ delay: BANNER_AUTOPLAY_MS }}
      allowMouseDrag
      translations={translations}
      className={styles.root}
      aria-label="이벤트 배너"
    >
      <Carousel.ItemGroup className={styles.group}>
        {banners.map((banner, index) => (
          <Carousel.Item key={banner.bannerId} index={index} className={styles.item}>
            <Carousel.Context>
              {(api) => (
                <a
                  href={banner.linkUrl}
                  className={styles.link}
                  // Only a banner on screen takes focus. The others are aria-hidden, and that is
                  // decided by what is in view (not by the page number), so both read the same state.
                  tabIndex={api.isInView(index) ? 0 : -1}
                  draggable={false}
                  onClick={(event) => interceptClick(event, () => open(banner.linkUrl))}
                >
                  <Img
                    src={banner.imageUrl}
                    alt={`${banner.title} - ${banner.subtitle}`}
                    aspectRatio="750 / 360"
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    draggable={false}
                  />
                </a>
              )}
            </Carousel.Context>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <div className={bannerCounter}>
        <Carousel.ProgressText />
        <Carousel.AutoplayTrigger className={styles.autoplay}>
          <Carousel.Context>
            {(api) =>
              api.isPlaying ? (
                <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="currentColor">
                  <rect x="6" y="5" width="4" height="14" rx="1" />
                  <rect x="14" y="5" width="4" height="14" rx="1" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="currentColor">
                  <path d="M7 5l12 7-12 7z" />
                </svg>
              )
            }
          </Carousel.Context>
        </Carousel.AutoplayTrigger>
      </div>
    </Carousel.Root>
  );
}

const styles = {
  root: css({ position: 'relative', width: '100%', aspectRatio: '750 / 360', overflow: 'hidden', bg: 'gray.100' }),
  group: css({ height: '100%' }),
  item: css({ height: '100%' }),
  link: css({ display: 'block', _focusVisible: { outline: '2px solid white', outlineOffset: '-4px' } }),
  autoplay: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    marginRight: '-2',
    color: 'white',
    borderRadius: 'full',
    _focusVisible: { outline: '2px solid white' },
  }),
};
