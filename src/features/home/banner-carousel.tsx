import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useBanners, type Banner } from '../../api/catalog/banners';
import { Img } from '../../ui/image';
import { Skeleton } from '../../ui/skeleton';
import { bannerBox, bannerCounter } from './banner-styles';
import { interceptClick, useOpenLink } from './use-open-link';

/** The swiping carousel (Ark UI) arrives in its own chunk, after the first screen. */
const BannerSlides = lazy(() => import('./banner-slides').then((module) => ({ default: module.BannerSlides })));

/**
 * The home banners, edge to edge at 750:360. The first banner is drawn at once in the reserved
 * box; the carousel replaces it when its chunk has loaded, in the same place (no layout shift).
 */
export function BannerCarousel() {
  const { data, isPending, isError } = useBanners('HOME_MAIN');
  if (isPending) return <Skeleton className={bannerBox} />;
  const banners = data?.items ?? [];
  const first = banners[0];
  if (isError || !first) return null;
  return (
    <Suspense fallback={<FirstBanner banner={first} count={banners.length} />}>
      <BannerSlides banners={banners} />
    </Suspense>
  );
}

function FirstBanner({ banner, count }: { banner: Banner; count: number }) {
  const open = useOpenLink();
  return (
    <div className={styles.root}>
      <a href={banner.linkUrl} className={styles.link} onClick={(event) => interceptClick(event, () => open(banner.linkUrl))}>
        <Img src={banner.imageUrl} alt={`${banner.title} - ${banner.subtitle}`} aspectRatio="750 / 360" loading="eager" fetchPriority="high" />
      </a>
      <span className={bannerCounter}>1 / {count}</span>
    </div>
  );
}

const styles = {
  root: css({ position: 'relative', width: '100%', aspectRatio: '750 / 360', overflow: 'hidden', bg: 'gray.100' }),
  link: css({ display: 'block' }),
};
