import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { useCategoryProducts } from '../../api/catalog/category-product';
import { useCategory } from '../../api/category';
import { useWebProfile } from '../../api/web-profile';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { FilterChips } from '../../ui/product/filter-chips';
import { ProductGridSkeleton } from '../../ui/product/product-grid';
import { SortSelect } from '../../ui/product/sort-select';
import { button } from '../../ui/recipes';
import { chip } from '../../ui/label-recipes';
import { categoryProductFilter, chosenPriceRanges, chosenSort, type CategoryDetailSearch } from './category-detail-search';
import { categoryDetailCode } from './category-detail-data';
import { categoryPlace, type CategoryPlace } from './category-tree';
import { centerInRow } from './center-in-row';
import { ProductList, productListStyles, TotalCount } from './product-list';
import { ScrollTabs, ScrollTabsSkeleton } from './scroll-tabs';

const ALL = 'all';
const ROUTE = '/category/detail/{-$secondCode}/{-$thirdCode}';
/** the title while the category is not known yet (loading, or not found) */
const UNKNOWN_TITLE = '카테고리 상품';
/** the third-level chips' group name */
const SUBCATEGORY_LABEL = '세부 카테고리';

export interface CategoryDetailScreenProps extends CategoryDetailSearch {
  secondCode: string;
  thirdCode?: string | undefined;
}

/**
 * Category detail (/category/detail/:secondCode/:thirdCode?): the category's name as the title,
 * its family's second level as tabs ('전체' first) and the chosen tab's third level as chips, then
 * the products with the web profile's sort and price ranges, loading more as the shopper scrolls.
 * Tabs and chips change the address (back returns to the previous one); sort and price ranges are
 * in its query (`?sort=`, `?price=`).
 */
export function CategoryDetailScreen({ secondCode, thirdCode, sort, price }: CategoryDetailScreenProps) {
  const { data: tree } = useCategory();
  const place = categoryPlace(tree.children, secondCode, thirdCode);
  // the category the route's loader fetched the products of (./category-detail-data.ts)
  const code = categoryDetailCode(tree.children, secondCode, thirdCode);
  if (code === null) return <CategoryMissing />;
  return <CategoryProducts code={code} place={place} search={{ sort, price }} />;
}

interface CategoryProductsProps {
  /** the category whose products are shown */
  code: string;
  /** where it is in the tree; undefined when the tree does not know it (no tabs then) */
  place: CategoryPlace | undefined;
  search: CategoryDetailSearch;
}

function CategoryProducts({ code, place, search }: CategoryProductsProps) {
  const { data: profile } = useWebProfile();
  const query = useCategoryProducts(categoryProductFilter(code, search, profile));
  const navigate = useNavigate({ from: ROUTE });
  const filtersRef = useRef<HTMLDivElement>(null);
  const first = query.data?.pages[0];
  const chipCode = place?.chip?.categoryCode;

  // a chip chosen further along its row (or opened from a link) is brought into view
  useEffect(() => {
    const row = filtersRef.current?.querySelector<HTMLElement>(`[aria-label="${SUBCATEGORY_LABEL}"]`) ?? null;
    centerInRow(row, '[aria-pressed="true"]');
  }, [chipCode]);

  if (!first) {
    return (
      <Page title={place?.titled.name ?? UNKNOWN_TITLE}>
        {place && <CategoryTabs place={place} />}
        {query.isPending ? (
          <ProductGridSkeleton className={productListStyles.grid} />
        ) : (
          <LoadFailure
            error={query.error}
            notFound={{ title: '카테고리를 찾을 수 없어요', description: '카테고리가 바뀌었거나 없어졌을 수 있어요.' }}
            onRetry={() => void query.refetch()}
            action={<AllCategoriesLink />}
          />
        )}
      </Page>
    );
  }

  const title = place?.titled.name ?? first.category.name;
  const shownName = place?.shown.name ?? first.category.name;
  const sorts = profile.filterInfo.sortFilterList;
  const ranges = profile.filterInfo.priceFilter.ranges ?? [];
  const sortCode = chosenSort(search.sort, profile);
  const chosenRanges = chosenPriceRanges(search.price, profile);
  const setSearch = (next: CategoryDetailSearch) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
  const setRanges = (codes: readonly string[]) =>
    setSearch({ price: codes.length > 0 ? ranges.filter((range) => codes.includes(range.code)).map((range) => range.code).join(',') : undefined });
  const tab = place?.tab;
  const subcategories = tab?.children ?? [];

  return (
    <Page title={title}>
      {place && <CategoryTabs place={place} />}
      <div ref={filtersRef} className={styles.filters}>
        {tab && subcategories.length > 0 && (
          <FilterChips
            label={SUBCATEGORY_LABEL}
            choices={[{ code: ALL, name: '전체' }, ...subcategories.map((node) => ({ code: node.categoryCode, name: node.name }))]}
            value={place?.chip?.categoryCode ?? ALL}
            onChange={(next) =>
              void navigate({
                to: ROUTE,
                params: { secondCode: tab.categoryCode, thirdCode: next === ALL ? undefined : next },
                search: (previous) => previous,
              })
            }
            className={styles.chipRow}
          />
        )}
        {ranges.length > 0 && (
          <div role="group" aria-label="가격대" className={cx(styles.chipRow, styles.priceRow)}>
            <button type="button" aria-pressed={chosenRanges.length === 0} className={chip({ selected: chosenRanges.length === 0, size: 'sm' })} onClick={() => setRanges([])}>
              전체 가격
            </button>
            {ranges.map((range) => {
              const pressed = chosenRanges.includes(range.code);
              return (
                <button
                  key={range.code}
                  type="button"
                  aria-pressed={pressed}
                  className={chip({ selected: pressed, size: 'sm' })}
                  onClick={() => setRanges(pressed ? chosenRanges.filter((code) => code !== range.code) : [...chosenRanges, range.code])}
                >
                  {range.name}
                </button>
              );
            })}
          </div>
        )}
      </div>
      <div className={productListStyles.toolbar}>
        <TotalCount count={first.totalCount} />
        <SortSelect choices={sorts} value={sortCode ?? ''} onChange={(code) => setSearch({ sort: code })} />
      </div>
      <ProductList
        query={query}
        label={`${shownName} 상품`}
        end={`${shownName} 상품을 모두 봤어요`}
        empty={
          chosenRanges.length > 0 ? (
            <EmptyState
              title="조건에 맞는 상품이 없어요"
              description="가격대를 바꿔 보세요."
              action={
                <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => setRanges([])}>
                  가격대 선택 해제
                </button>
              }
            />
          ) : (
            <EmptyState title="아직 준비된 상품이 없어요" description="산지에서 곧 맛있는 상품을 올려 드릴게요." action={<AllCategoriesLink />} />
          )
        }
      />
    </Page>
  );
}

/** The family's second level as tabs ('전체' first); a tab is another address. */
function CategoryTabs({ place }: { place: CategoryPlace }) {
  const navigate = useNavigate({ from: ROUTE });
  const children = place.family.children ?? [];
  if (children.length === 0) return null;
  const tabs = [{ value: ALL, name: '전체' }, ...children.map((node) => ({ value: node.categoryCode, name: node.name }))];
  const choose = (value: string) =>
    void navigate({
      to: ROUTE,
      params: { secondCode: value === ALL ? place.family.categoryCode : value, thirdCode: undefined },
      search: (previous) => previous,
    });
  return <ScrollTabs label={`${place.family.name} 카테고리`} tabs={tabs} value={place.tab?.categoryCode ?? ALL} onChange={choose} />;
}

function AllCategoriesLink() {
  return (
    <Link to="/category" className={button({ variant: 'solid', size: 'md' })}>
      전체 카테고리 보기
    </Link>
  );
}

function CategoryMissing() {
  return (
    <Page title={UNKNOWN_TITLE}>
      <EmptyState title="카테고리를 찾을 수 없어요" description="카테고리가 바뀌었거나 없어졌을 수 있어요." action={<AllCategoriesLink />} />
    </Page>
  );
}

/** While the route's data loads: the tab row and two rows of cards, in their final sizes. */
export function CategoryDetailPending() {
  return (
    <Page title={UNKNOWN_TITLE}>
      <div role="status" aria-busy="true">
        <span className={css({ srOnly: true })}>카테고리 상품을 불러오는 중이에요</span>
        <ScrollTabsSkeleton />
        <ProductGridSkeleton className={productListStyles.grid} />
      </div>
    </Page>
  );
}

const scrollRow = {
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
} as const;

const styles = {
  filters: css({ display: 'flex', flexDirection: 'column', gap: '2', paddingTop: '3', paddingBottom: '2' }),
  chipRow: css({ paddingInline: '4' }),
  priceRow: css({ ...scrollRow, gap: '1.5' }),
};
