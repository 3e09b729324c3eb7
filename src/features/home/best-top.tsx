import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useBestTop } from '../../api/catalog/best-rank';
import type { LikeTarget } from '../../api/likes';
import { ProductCard } from '../../ui/product/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../ui/product/product-grid';
import { useShopLink } from '../../ui/product/shop-link';
import { moreLink, SectionHeader } from './section-header';
import { HOME_BEST_SIZE } from './home-sizes';

/** The five best sellers, ranked, with a link to the full ranking. */
export function BestTop({ onToggleLike }: { onToggleLike: (product: LikeTarget) => void }) {
  const shopLink = useShopLink();
  const { data, isPending, isError } = useBestTop(HOME_BEST_SIZE);
  if (isError) return null;
  return (
    <section className={styles.section} aria-labelledby="home-best">
      <SectionHeader
        id="home-best"
        title="지금 많이 사는 상품"
        subtitle="최근 7일 판매량 기준 인기 순위예요"
        more={
          <Link to="/best" className={moreLink} aria-label="인기 순위 전체보기">
            전체보기 ›
          </Link>
        }
      />
      <div className={styles.list}>
        {isPending ? (
          <ProductGridSkeleton variant="row" count={5} />
        ) : (
          <ProductGrid
            variant="row"
            label="인기 순위 5위까지"
            // under home's first screen on every phone: its cards and their pictures wait until near or the first use
            hydrateAtOnce={0}
            items={data.items}
            getKey={(item) => item.productNo}
            renderItem={(item) => (
              <ProductCard variant="row" product={item} rank={item.rank} {...shopLink(item.shopPath)} onToggleLike={() => onToggleLike(item)} />
            )}
          />
        )}
      </div>
    </section>
  );
}

const styles = {
  section: css({ paddingBlock: '6' }),
  list: css({ paddingInline: '4' }),
};
