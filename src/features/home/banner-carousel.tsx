import { useBanners } from '../../api/catalog/banners';
import { Skeleton } from '../../ui/skeleton';
import { BannerSlides } from './banner-slides';
import { bannerBox } from './banner-styles';

/**
 * The home banners, edge to edge at 750:360, in the reserved box (no layout shift). The carousel
 * is small (native scroll snap, src/ui/use-carousel.ts), so it renders at once with the first
 * banner instead of replacing a placeholder from its own chunk.
 */
export function BannerCarousel() {
  const { data, isPending, isError } = useBanners('HOME_MAIN');
  if (isPending) return <Skeleton className={bannerBox} />;
  const banners = data?.items ?? [];
  if (isError || banners.length === 0) return null;
  return <BannerSlides banners={banners} />;
}
