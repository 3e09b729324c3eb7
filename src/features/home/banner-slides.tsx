import { css } from 'styled-system/css';
import type { Banner } from '../../api/catalog/banners';
import { Img } from '../../ui/image';
import { useCarousel } from '../../ui/use-carousel';
import { bannerCounter } from './banner-styles';
import { interceptClick, useFollowLink } from '../../ui/links/follow-link';
import { BANNER_AUTOPLAY_MS } from './banner-timing';

/** How long a banner stays before the next one slides in. */
export { BANNER_AUTOPLAY_MS } from './banner-timing';

/**
 * The home banners as a looping, auto-playing carousel on native scroll snap (src/ui/use-carousel.ts):
 * it renders with home, the first banner at once (fetchpriority high) in the reserved 750:360 box.
 */
export function BannerSlides({ banners }: { banners: readonly Banner[] }) {
  // app paths route inside the app; absolute URLs leave it through the external-link flow
  const open = useFollowLink();
  const carousel = useCarousel({ count: banners.length, autoplayMs: BANNER_AUTOPLAY_MS });
  return (
    <div role="region" aria-roledescription="carousel" aria-label="이벤트 배너" className={styles.root}>
      <div {...carousel.trackProps}>
        {banners.map((banner, index) => (
          <div key={banner.bannerId} {...carousel.slideProps(index, `${banners.length}개 중 ${index + 1}번째 배너`)}>
            <a
              href={banner.linkUrl}
              className={styles.link}
              // Only a banner on screen takes focus; the others are aria-hidden. Both read the same
              // state (what is in view, not the page number), so they change in the same render.
              tabIndex={carousel.isInView(index) ? 0 : -1}
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
          </div>
        ))}
      </div>
      <div className={bannerCounter}>
        <span>{`${carousel.page + 1} / ${banners.length}`}</span>
        <button
          type="button"
          className={styles.autoplay}
          aria-label={carousel.playing ? '배너 자동 넘김 멈춤' : '배너 자동 넘김 시작'}
          data-pressed={carousel.playing ? '' : undefined}
          onClick={carousel.toggleAutoplay}
        >
          {carousel.playing ? (
            <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="currentColor">
              <rect x="6" y="5" width="4" height="14" rx="1" />
              <rect x="14" y="5" width="4" height="14" rx="1" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="currentColor">
              <path d="M7 5l12 7-12 7z" />
            </svg>
          )}
        </button>
      </div>
    </div>
  );
}

const styles = {
  root: css({ position: 'relative', width: '100%', aspectRatio: '750 / 360', overflow: 'hidden', bg: 'gray.100' }),
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
