import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Banner } from '../../api/catalog/banners';
import { Img } from '../../ui/image';
import { useCarousel } from '../../ui/use-carousel';
import { bannerCounter } from './banner-styles';
import { interceptClick, useFollowLink } from '../../ui/links/follow-link';
import { BANNER_AUTOPLAY_MS } from './banner-timing';

/** How long a banner stays before the next one slides in. */
export { BANNER_AUTOPLAY_MS } from './banner-timing';

/** how long before the first turn the banners after the first start to load */
const LATER_BANNERS_LEAD_MS = 1500;

/**
 * Whether the banners after the first may load: a little before the carousel's first turn, or at once
 * when the shopper touches, clicks, focuses or wheels the carousel. Until then their pictures are in
 * `<noscript>` (shown without JavaScript, never fetched with it): four pictures fewer while home loads,
 * each of which costs the main thread like a script file does (docs/decisions.md "Fewer files per page").
 */
function useLaterBanners(): { later: boolean; wake: () => void } {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (later) return;
    const timer = setTimeout(() => setLater(true), Math.max(0, BANNER_AUTOPLAY_MS - LATER_BANNERS_LEAD_MS));
    return () => clearTimeout(timer);
  }, [later]);
  return { later, wake: () => setLater(true) };
}

/**
 * The home banners as a looping, auto-playing carousel on native scroll snap (src/ui/use-carousel.ts):
 * it renders with home, the first banner at once (fetchpriority high) in the reserved 750:360 box, the
 * others' pictures shortly before they turn in (useLaterBanners).
 */
export function BannerSlides({ banners }: { banners: readonly Banner[] }) {
  // app paths route inside the app; absolute URLs leave it through the external-link flow
  const open = useFollowLink();
  const carousel = useCarousel({ count: banners.length, autoplayMs: BANNER_AUTOPLAY_MS });
  const { later, wake } = useLaterBanners();
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="이벤트 배너"
      className={styles.root}
      onPointerDownCapture={later ? undefined : wake}
      onFocusCapture={later ? undefined : wake}
      onWheelCapture={later ? undefined : wake}
    >
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
              {index === 0 || later ? (
                <BannerImage banner={banner} first={index === 0} />
              ) : (
                <noscript>
                  <BannerImage banner={banner} first={false} />
                </noscript>
              )}
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

function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <Img
      src={banner.imageUrl}
      alt={`${banner.title} - ${banner.subtitle}`}
      aspectRatio="750 / 360"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      draggable={false}
    />
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
