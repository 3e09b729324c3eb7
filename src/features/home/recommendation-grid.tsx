import { css } from 'styled-system/css';
import { useDealRecommendation } from '../../api/catalog/deal-recommendation';
import { flattenPages } from '../../api/catalog/product-card';
import type { LikeTarget } from '../../api/likes';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { ProductCard } from '../../ui/product/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../ui/product/product-grid';
import { useShopLink } from '../../ui/product/shop-link';
import { SectionHeader } from './section-header';

/** '오늘의 추천 상품': a two-column grid that keeps loading as the shopper scrolls. */
export function RecommendationGrid({ onToggleLike }: { onToggleLike: (product: LikeTarget) => void }) {
  const shopLink = useShopLink();
  const query = useDealRecommendation();
  const items = flattenPages(query.data);
  if (query.isError && items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-recommendation">
      <SectionHeader id="home-recommendation" title={query.data?.pages[0]?.title ?? '오늘의 추천 상품'} subtitle="할인 폭이 크고 평이 좋은 상품을 골랐어요" />
      <div className={styles.grid}>
        {query.isPending ? (
          <ProductGridSkeleton count={4} />
        ) : (
          <ProductGrid
            label="추천 상품"
            // under home's first screen on every phone: its cards and their pictures wait until near or the first use
            hydrateAtOnce={0}
            items={items}
            getKey={(item) => item.productNo}
            renderItem={(item) => <ProductCard product={item} {...shopLink(item.shopPath)} onToggleLike={() => onToggleLike(item)} />}
          />
        )}
        <InfiniteSentinel
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isError={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          loading={<ProductGridSkeleton count={2} className={css({ marginTop: '6' })} />}
          end={<p className={styles.end}>추천 상품을 모두 봤어요</p>}
        />
      </div>
    </section>
  );
}

const styles = {
  section: css({ paddingBlock: '6' }),
  grid: css({ paddingInline: '4' }),
  end: css({ paddingBlock: '8', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
};
