import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useSeasonDelicacy } from '../../api/catalog/season-delicacy';
import { useSeasonOccasion, useSeasonRecommendation } from '../../api/catalog/season-groups';
import { defaultFilter, useWebProfile } from '../../api/web-profile';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { PicturePicker, PicturePickerSkeleton } from '../../ui/picture-picker';
import { ProductGridSkeleton } from '../../ui/product/product-grid';
import { SortSelect } from '../../ui/product/sort-select';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { ProductList, productListStyles, TotalCount, type ProductListQuery } from './product-list';
import { ScrollTabs, ScrollTabsSkeleton } from './scroll-tabs';
import type { SeasonSearch } from './season-search';

export type SeasonKind = 'occasion' | 'recommendation' | 'delicacy';

const kindTitles: Record<SeasonKind, string> = {
  occasion: '상황별 추천',
  recommendation: '추천 상품',
  delicacy: '제철 별미 모음',
};

/**
 * SPEC.md §2 "take the query as props": `code` picks the group, `title` is its name as the link
 * that opened the screen knows it, shown while the group loads (the header keeps the screen's
 * name). Picking another group puts the picked name there for the same purpose.
 */

/** The sort of a season list: screen state, the web profile's default sent as 'nothing chosen'. */
function useSort() {
  const { data: profile } = useWebProfile();
  const sorts = profile.filterInfo.sortFilterList;
  const defaultSort = defaultFilter(sorts)?.code;
  const [sort, setSort] = useState(defaultSort);
  return { sorts, sort, setSort, requested: sort === defaultSort ? undefined : sort };
}

/**
 * 상황별 추천 (/category/season/occasion): the occasions (설 선물, 추석 선물, 차례상, …) as pictures
 * to pick from, the chosen one's story and its products. `?code=` picks an occasion (default the
 * first).
 */
export function SeasonOccasionScreen({ code, title }: SeasonSearch) {
  const { sorts, sort, setSort, requested } = useSort();
  const query = useSeasonOccasion(code, requested);
  const navigate = useNavigate({ from: '/category/season/occasion' });
  const heading = kindTitles.occasion;
  const first = query.data?.pages[0];

  if (query.isPending) return <SeasonPending kind="occasion" title={title} picker />;
  if (!first) {
    return (
      <Page title={heading}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '상황별 추천을 찾을 수 없어요', description: '추천이 끝났거나 주소가 바뀌었을 수 있어요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/category/season/occasion" className={button({ variant: 'solid', size: 'md' })}>
              상황별 추천 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const selected = first.selected;
  return (
    <Page title={heading}>
      <SeasonHero heading={query.isPlaceholderData ? title : selected.name} description={selected.description} />
      <PicturePicker
        label="상황"
        choices={first.occasions.map((occasion) => ({ key: occasion.code, name: occasion.name, imageUrl: occasion.imageUrl }))}
        value={selected.code}
        onPick={(next) =>
          void navigate({ search: { code: next, title: first.occasions.find((occasion) => occasion.code === next)?.name }, replace: true })
        }
      />
      <SeasonProducts query={query} totalCount={first.totalCount} name={selected.name} sorts={sorts} sort={sort} onSort={setSort} />
    </Page>
  );
}

/**
 * 추천 상품 (/category/season/recommendation/:recommendationCategoryId?): the recommendation
 * categories (혼밥 한 끼, 아이 간식, …) as tabs, the chosen one's story and its products. The id in
 * the address picks the tab (default the first); a tab is another address, so back returns.
 */
export function SeasonRecommendationScreen({ recommendationCategoryId, title }: SeasonSearch & { recommendationCategoryId?: string | undefined }) {
  const { sorts, sort, setSort, requested } = useSort();
  const query = useSeasonRecommendation(recommendationCategoryId, requested);
  const navigate = useNavigate({ from: '/category/season/recommendation/{-$recommendationCategoryId}' });
  const heading = kindTitles.recommendation;
  const first = query.data?.pages[0];

  if (query.isPending) return <SeasonPending kind="recommendation" title={title} tabs />;
  if (!first) {
    return (
      <Page title={heading}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '추천 상품을 찾을 수 없어요', description: '추천이 끝났거나 주소가 바뀌었을 수 있어요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/category/season/recommendation/{-$recommendationCategoryId}" params={{}} className={button({ variant: 'solid', size: 'md' })}>
              추천 상품 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const selected = first.selected;
  return (
    <Page title={heading}>
      <ScrollTabs
        label="추천 카테고리"
        tabs={first.categories.map((category) => ({ value: String(category.recommendationCategoryId), name: category.name }))}
        value={String(selected.recommendationCategoryId)}
        onChange={(next) =>
          void navigate({
            to: '/category/season/recommendation/{-$recommendationCategoryId}',
            params: { recommendationCategoryId: next },
            search: { title: first.categories.find((category) => String(category.recommendationCategoryId) === next)?.name },
          })
        }
      />
      <SeasonHero heading={query.isPlaceholderData ? title : selected.name} description={selected.description} imageUrl={selected.imageUrl} />
      <SeasonProducts query={query} totalCount={first.totalCount} name={selected.name} sorts={sorts} sort={sort} onSort={setSort} />
    </Page>
  );
}

/**
 * 제철 별미 모음 (/category/season/delicacy): a month's delicacies as pictures ('전체' first) and
 * their products. `?month=` (1–12) picks the month, default the current month in Korea (the
 * server's); `?code=` one delicacy of it.
 */
export function SeasonDelicacyScreen({ code, title, month }: SeasonSearch) {
  const { sorts, sort, setSort, requested } = useSort();
  const query = useSeasonDelicacy({ month, code, sort: requested });
  const navigate = useNavigate({ from: '/category/season/delicacy' });
  const heading = kindTitles.delicacy;
  const first = query.data?.pages[0];
  const loadingTitle = title ?? (month ? `${month}월 제철 먹거리` : undefined);

  if (query.isPending) return <SeasonPending kind="delicacy" title={loadingTitle} picker />;
  if (!first) {
    return (
      <Page title={heading}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '이 달의 제철 먹거리가 아니에요', description: '다른 제철 먹거리를 골라 보세요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/category/season/delicacy" className={button({ variant: 'solid', size: 'md' })}>
              이달의 제철 먹거리 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const shownMonth = first.month;
  const selected = first.delicacies.find((delicacy) => delicacy.code === first.selectedCode);
  const goMonth = (next: number) => void navigate({ search: { month: ((next + 11) % 12) + 1 }, replace: true });
  return (
    <Page title={heading}>
      <SeasonHero
        heading={query.isPlaceholderData ? loadingTitle : first.title}
        description={selected?.description ?? '산지에서 바로 받는 이달의 제철 먹거리'}
        before={
          <button type="button" className={styles.monthButton} aria-label={`${((shownMonth + 10) % 12) + 1}월 보기`} onClick={() => goMonth(shownMonth - 1)}>
            ‹
          </button>
        }
        after={
          <button type="button" className={styles.monthButton} aria-label={`${(shownMonth % 12) + 1}월 보기`} onClick={() => goMonth(shownMonth + 1)}>
            ›
          </button>
        }
      />
      <PicturePicker
        label="제철 먹거리 종류"
        allLabel="전체"
        choices={first.delicacies.map((delicacy) => ({ key: delicacy.code, name: delicacy.name, imageUrl: delicacy.imageUrl }))}
        value={first.selectedCode ?? undefined}
        onPick={(next) => void navigate({ search: { month: shownMonth, code: next }, replace: true })}
      />
      <SeasonProducts
        query={query}
        totalCount={first.totalCount}
        name={selected ? selected.name : `${shownMonth}월 제철`}
        sorts={sorts}
        sort={sort}
        onSort={setSort}
      />
    </Page>
  );
}

interface SeasonHeroProps {
  /** the chosen group's name; while another group loads its name from the link, or undefined */
  heading: string | undefined;
  description: string;
  imageUrl?: string;
  /** beside the heading, e.g. the month buttons */
  before?: ReactNode;
  after?: ReactNode;
}

/** The chosen group's name and story on a warm band; the same height whatever is chosen. */
function SeasonHero({ heading, description, imageUrl, before, after }: SeasonHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="season-group-title" aria-busy={heading === undefined || undefined}>
      <div className={styles.heroRow}>
        {before}
        <div className={cx(styles.heroText, imageUrl && styles.heroTextStart)}>
          <h2 id="season-group-title" className={styles.heroTitle}>
            {heading ?? <Skeleton className={css({ width: '140px', height: '26px', marginInline: imageUrl ? '0' : 'auto' })} />}
          </h2>
          <p className={styles.heroDescription}>{description}</p>
        </div>
        {imageUrl && (
          <span className={styles.heroImage}>
            <Img src={imageUrl} alt="" aspectRatio={1} loading="eager" />
          </span>
        )}
        {after}
      </div>
    </section>
  );
}

interface SeasonProductsProps {
  query: ProductListQuery;
  totalCount: number;
  /** the group's name, for the list's label and end line */
  name: string;
  sorts: readonly { code: string; name: string }[];
  sort: string | undefined;
  onSort: (code: string) => void;
}

function SeasonProducts({ query, totalCount, name, sorts, sort, onSort }: SeasonProductsProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <TotalCount count={totalCount} />
        <SortSelect choices={sorts} value={sort ?? ''} onChange={onSort} />
      </div>
      <ProductList
        query={query}
        label={`${name} 상품`}
        end={`${name} 상품을 모두 봤어요`}
        empty={<EmptyState title="준비된 상품이 없어요" description="다른 추천을 골라 보세요." />}
      />
    </>
  );
}

export interface SeasonPendingProps {
  kind: SeasonKind;
  /** the link's title, shown while the group loads */
  title: string | undefined;
  /** the screen has a row of pictures to pick from (below the story) … */
  picker?: boolean;
  /** … or a row of tabs (above it) */
  tabs?: boolean;
}

/** A season screen while its group loads: the name the link gave, skeletons in the final sizes. */
export function SeasonPending({ kind, title, picker = false, tabs = false }: SeasonPendingProps) {
  return (
    <Page title={kindTitles[kind]}>
      {tabs && <ScrollTabsSkeleton />}
      <section className={styles.hero} aria-busy="true" aria-labelledby="season-group-title">
        <div className={styles.heroText}>
          <h2 id="season-group-title" className={styles.heroTitle}>
            {title ?? <Skeleton className={css({ width: '140px', height: '26px', marginInline: 'auto' })} />}
          </h2>
          <Skeleton className={css({ width: '70%', height: '16px', marginTop: '2', marginInline: 'auto' })} />
        </div>
      </section>
      <div role="status" aria-busy="true">
        <span className={css({ srOnly: true })}>{title ? `${title} 상품을 불러오는 중이에요` : '상품을 불러오는 중이에요'}</span>
        {picker && <PicturePickerSkeleton />}
        <div className={styles.toolbar} aria-hidden="true">
          <Skeleton className={css({ width: '64px', height: '16px' })} />
          <Skeleton className={css({ width: '56px', height: '16px' })} />
        </div>
        <ProductGridSkeleton className={productListStyles.grid} />
      </div>
    </Page>
  );
}

const styles = {
  hero: css({
    paddingInline: '4',
    paddingBlock: '5',
    minHeight: '112px',
    background: 'linear-gradient(135deg, #FFF3E0 0%, #FFE0B2 100%)',
    textAlign: 'center',
  }),
  heroRow: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2' }),
  heroText: css({ flex: '1', minWidth: '0' }),
  heroTextStart: css({ textAlign: 'left', paddingInlineStart: '2' }),
  heroTitle: css({ minHeight: '30px', fontSize: '22px', fontWeight: 'bold', lineHeight: '1.35', color: 'gray.900', wordBreak: 'keep-all' }),
  heroDescription: css({ marginTop: '1', fontSize: '14px', lineHeight: '1.6', color: 'gray.700', wordBreak: 'keep-all' }),
  heroImage: css({ flexShrink: 0, width: '72px', height: '72px', borderRadius: 'full', overflow: 'hidden', bg: 'white' }),
  monthButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '44px',
    height: '44px',
    borderRadius: 'full',
    fontSize: '24px',
    color: 'primaryStrong',
    _active: { bg: 'rgba(255, 255, 255, 0.6)' },
    _focusVisible: { outline: '2px solid token(colors.primary)' },
  }),
  toolbar: productListStyles.toolbar,
};
