import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useSearchRecommendation } from '../../api/catalog/search-recommendation';
import type { LikeTarget } from '../../api/likes';
import { EmptyState } from '../../ui/page';
import { ProductCard } from '../../ui/product/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../ui/product/product-grid';
import { useShopLink } from '../../ui/product/shop-link';
import { button } from '../../ui/recipes';
import { SUGGESTION_COUNT } from './search-results-data';

export interface NoResultsProps {
  keyword: string;
  /** stores the keyword finds: a way out when there are some */
  storeCount: number;
  onToggleLike: (product: LikeTarget) => void;
}

/**
 * A keyword that finds no product: what to try instead, a way to the store results when stores
 * match, and products the market suggests ('이런 상품은 어때요?').
 */
export function NoResults({ keyword, storeCount, onToggleLike }: NoResultsProps) {
  const shopLink = useShopLink();
  const query = useSearchRecommendation(SUGGESTION_COUNT);
  return (
    <>
      <EmptyState
        title={`‘${keyword}’에 대한 상품이 없어요`}
        description="단어의 철자가 맞는지 확인하거나, 더 짧은 검색어나 다른 검색어로 찾아보세요."
        action={
          <>
            <Link to="/search/list" search={{}} className={button({ variant: 'solid', size: 'md' })}>
              다른 검색어 입력
            </Link>
            {storeCount > 0 && (
              <Link to="/search/stores" search={{ keyword }} replace className={button({ variant: 'outline', size: 'md' })}>
                상점 {storeCount}곳 보기
              </Link>
            )}
          </>
        }
      />
      {!query.isError && (
        <section aria-labelledby="search-recommendation-title" className={styles.section}>
          <h2 id="search-recommendation-title" className={styles.title}>
            {query.data?.title ?? '이런 상품은 어때요?'}
          </h2>
          {query.isPending ? (
            <ProductGridSkeleton count={SUGGESTION_COUNT} />
          ) : (
            <ProductGrid
              label="추천 상품"
              items={query.data.items}
              getKey={(item) => item.productNo}
              renderItem={(item) => <ProductCard product={item} {...shopLink(item.shopPath)} onToggleLike={() => onToggleLike(item)} />}
            />
          )}
        </section>
      )}
    </>
  );
}

const styles = {
  section: css({ paddingInline: '4', paddingTop: '6', paddingBottom: '8', borderTop: '8px solid token(colors.gray.100)' }),
  title: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900', marginBottom: '4' }),
};
