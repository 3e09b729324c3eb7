import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { flattenPages } from '../../api/catalog/product-card';
import { useSearch, type SearchFacet } from '../../api/catalog/search';
import { useProductLike } from '../../api/likes';
import { useWebProfile } from '../../api/web-profile';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { ProductFeed } from '../../ui/product/product-feed';
import { ProductGridSkeleton } from '../../ui/product/product-grid';
import { SortSelect } from '../../ui/product/sort-select';
import { button } from '../../ui/recipes';
import { chip } from '../../ui/label-recipes';
import { Skeleton } from '../../ui/skeleton';
import { NoResults } from './no-results';
import { findsNothing } from './search-results-data';
import { SearchKeywordHeader } from './search-header';
import { effectivePrices, effectiveSort, joinCodes, searchFilterOf, splitCodes, toggleCode, type SearchResultParams } from './search-params';
import { SearchTabs } from './search-tabs';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

export interface SearchResultsScreenProps extends Omit<SearchResultParams, 'keyword'> {
  keyword: string;
}

/**
 * Product results (/search?keyword=): 상품 | 상점 (N) tabs, first-level category chips with their
 * counts, price range chips (the web profile's ranges), the total and the sort (the profile's
 * searchSortFilterList; its selected item is the default), then the products, loading more as
 * the shopper scrolls. Sort and filters live in the address (`sort`, `category`, `price`), so back
 * and shared links keep them. Nothing found: a designed empty state with suggested products.
 */
export function SearchResultsScreen({ keyword, sort, category, price }: SearchResultsScreenProps) {
  const title = `${keyword} 검색 결과`;
  const { data: profile } = useWebProfile();
  const params = { keyword, sort, category, price };
  const filter = searchFilterOf(params, profile);
  const query = useSearch(filter);
  const navigate = useNavigate({ from: '/search/' });
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useProductLike(loggedIn);

  const change = (patch: Partial<Omit<SearchResultParams, 'keyword'>>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const categories = splitCodes(category);
  const prices = effectivePrices(price, profile);
  const filtered = categories.length > 0 || prices.length > 0;
  const clearFilters = () => change({ category: undefined, price: undefined });

  const first = query.data?.pages[0];
  if (query.isPending) {
    return (
      <Page title={title} header={false}>
        <SearchKeywordHeader title={title} keyword={keyword} />
        <SearchTabs keyword={keyword} current="products" />
        <div className={styles.toolbar} aria-hidden="true">
          <Skeleton className={css({ width: '70%', height: '28px', marginInline: '4', borderRadius: 'full' })} />
          <Skeleton className={css({ width: '85%', height: '28px', marginInline: '4', marginTop: '2', borderRadius: 'full' })} />
          <Skeleton className={css({ width: '30%', height: '16px', marginInline: '4', marginBlock: '3' })} />
        </div>
        <ProductGridSkeleton className={styles.grid} />
      </Page>
    );
  }
  if (!first) {
    return (
      <Page title={title} header={false}>
        <SearchKeywordHeader title={title} keyword={keyword} />
        <SearchTabs keyword={keyword} current="products" />
        <LoadFailure
          error={query.error}
          notFound={{ title: '검색 결과를 찾을 수 없어요' }}
          onRetry={() => void query.refetch()}
          action={
            filtered && (
              <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={clearFilters}>
                필터 초기화
              </button>
            )
          }
        />
      </Page>
    );
  }

  const items = flattenPages(query.data);
  const switching = query.isPlaceholderData;
  if (findsNothing(first, filter) && !switching) {
    return (
      <Page title={title} header={false}>
        <SearchKeywordHeader title={title} keyword={keyword} />
        <SearchTabs keyword={keyword} current="products" storeCount={first.storeCount} />
        <NoResults keyword={keyword} storeCount={first.storeCount} onToggleLike={toggle} />
      </Page>
    );
  }

  const sorts = profile.filterInfo.searchSortFilterList;
  const ranges = profile.filterInfo.priceFilter.ranges ?? [];
  return (
    <Page title={title} header={false}>
      <SearchKeywordHeader title={title} keyword={keyword} />
      <SearchTabs keyword={keyword} current="products" storeCount={first.storeCount} />

      <div className={styles.toolbar}>
        <CategoryChips facets={first.categories} selected={categories} onChange={(codes) => change({ category: joinCodes(codes) })} />
        {ranges.length > 0 && (
          <div role="group" aria-label="가격" className={styles.chipRow}>
            {ranges.map((range) => {
              const on = prices.includes(range.code);
              return (
                <button
                  key={range.code}
                  type="button"
                  aria-pressed={on}
                  className={chip({ selected: on, size: 'sm' })}
                  onClick={() => change({ price: joinCodes(toggleCode(prices, range.code)) })}
                >
                  {range.name}
                </button>
              );
            })}
          </div>
        )}
        <div className={styles.toolbarRow}>
          <p className={styles.count} aria-live="polite">
            상품 <strong>{groupDigits(first.totalCount)}</strong>개
          </p>
          <div className={styles.toolbarEnd}>
            {filtered && (
              <button type="button" className={styles.reset} onClick={clearFilters}>
                필터 초기화
              </button>
            )}
            <SortSelect choices={sorts} value={effectiveSort(sort, profile) ?? ''} onChange={(code) => change({ sort: code })} />
          </div>
        </div>
      </div>

      <ProductFeed
        className={styles.grid}
        label={`${keyword} 검색 결과 상품`}
        items={items}
        paging={query}
        onToggleLike={toggle}
        switching={switching}
        empty={
          <EmptyState
            title="조건에 맞는 상품이 없어요"
            description="카테고리나 가격 조건을 바꿔 보세요."
            action={
              <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={clearFilters}>
                필터 초기화
              </button>
            }
          />
        }
        endText={
          <>
            검색 결과를 모두 봤어요.{' '}
            <Link to="/search/list" search={{}} className={styles.endLink}>
              다른 검색어로 찾기
            </Link>
          </>
        }
      />
    </Page>
  );
}

/** '전체' and the first-level categories of all matches with their counts (several may be chosen). */
function CategoryChips({ facets, selected, onChange }: { facets: readonly SearchFacet[]; selected: readonly string[]; onChange: (codes: string[]) => void }) {
  if (facets.length === 0) return null;
  return (
    <div role="group" aria-label="카테고리" className={styles.chipRow}>
      <button type="button" aria-pressed={selected.length === 0} className={chip({ selected: selected.length === 0, size: 'sm' })} onClick={() => onChange([])}>
        전체
      </button>
      {facets.map((facet) => {
        const on = selected.includes(facet.categoryCode);
        return (
          <button
            key={facet.categoryCode}
            type="button"
            aria-pressed={on}
            className={chip({ selected: on, size: 'sm' })}
            onClick={() => onChange(toggleCode(selected, facet.categoryCode))}
          >
            {facet.name}
            <span className={styles.facetCount}>{groupDigits(facet.count)}</span>
          </button>
        );
      })}
    </div>
  );
}

const styles = {
  toolbar: css({
    position: 'sticky',
    top: 'calc(token(sizes.header) + env(safe-area-inset-top))',
    zIndex: '10',
    bg: 'white',
    paddingTop: '3',
    borderBottom: '1px solid token(colors.gray.100)',
  }),
  chipRow: css({
    display: 'flex',
    gap: '1.5',
    paddingInline: '4',
    paddingBottom: '2',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  facetCount: css({ fontSize: '12px', fontWeight: 'normal', fontVariantNumeric: 'tabular-nums' }),
  toolbarRow: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', paddingInline: '4', paddingBlock: '1' }),
  toolbarEnd: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  count: css({ fontSize: '13px', color: 'gray.600', '& strong': { color: 'gray.900' } }),
  reset: css({
    minHeight: '36px',
    paddingInline: '1',
    fontSize: '13px',
    color: 'gray.700',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '4px' },
  }),
  grid: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '6' }),
  endLink: css({ color: 'gray.800', textDecoration: 'underline', textUnderlineOffset: '2px' }),
};
