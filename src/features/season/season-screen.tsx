import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { flattenPages } from '../../api/catalog/product-card';
import { useSeasonDelicacy } from '../../api/catalog/season-delicacy';
import { useProductLike } from '../../api/likes';
import { defaultFilter, useWebProfile } from '../../api/web-profile';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { PicturePicker, PicturePickerSkeleton } from '../../ui/picture-picker';
import { ProductFeed } from '../../ui/product/product-feed';
import { ProductGridSkeleton } from '../../ui/product/product-grid';
import { SortSelect } from '../../ui/product/sort-select';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import type { SeasonScreenSearch } from './season-search';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

/** '10·11월', '9~1월' as the months a delicacy is in season */
function seasonMonths(months: readonly number[]): string {
  if (months.length === 0) return '';
  if (months.length <= 2) return `${months.join('·')}월`;
  // months wrap around the new year: start after the largest gap
  const sorted = [...months].sort((a, b) => a - b);
  let start = 0;
  sorted.forEach((value, i) => {
    if (i > 0 && value - (sorted[i - 1] ?? value) > 1) start = i;
  });
  const ordered = [...sorted.slice(start), ...sorted.slice(0, start)];
  return `${ordered[0]}~${ordered[ordered.length - 1]}월`;
}

/**
 * Seasonal delicacies (제철 별미, /season): this month's delicacies as round pictures to pick from,
 * the chosen one's story, and its products (or all of the month's) with a sort, loading more as
 * the shopper scrolls. `?code=` picks a delicacy and `?month=` another month, so links can point
 * at either.
 */
export function SeasonScreen({ code, month }: SeasonScreenSearch) {
  const { data: profile } = useWebProfile();
  const sorts = profile.filterInfo.sortFilterList;
  const defaultSort = defaultFilter(sorts)?.code;
  const [sort, setSort] = useState(defaultSort);
  const query = useSeasonDelicacy({ month, code, sort: sort === defaultSort ? undefined : sort });
  const navigate = useNavigate({ from: '/season' });
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useProductLike(loggedIn);
  const first = query.data?.pages[0];

  if (query.isPending) {
    return (
      <Page title="제철 별미">
        <SeasonSkeleton />
      </Page>
    );
  }
  if (!first) {
    return (
      <Page title="제철 별미">
        <LoadFailure
          error={query.error}
          notFound={{ title: '이 달의 제철 먹거리가 아니에요', description: '다른 제철 먹거리를 골라 보세요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/season" className={button({ variant: 'solid', size: 'md' })}>
              이달의 제철 먹거리 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const shownMonth = first.month;
  const selected = first.delicacies.find((delicacy) => delicacy.code === first.selectedCode);
  const items = flattenPages(query.data);
  const switching = query.isPlaceholderData;
  const goMonth = (next: number) => void navigate({ search: { month: ((next + 11) % 12) + 1 }, replace: true });
  const pick = (next: string | undefined) => void navigate({ search: (previous) => ({ ...previous, code: next }), replace: true });

  return (
    <Page title="제철 별미">
      <section className={styles.hero} aria-labelledby="season-title">
        <div className={styles.monthNav}>
          <button type="button" className={styles.monthButton} aria-label={`${((shownMonth + 10) % 12) + 1}월 보기`} onClick={() => goMonth(shownMonth - 1)}>
            ‹
          </button>
          <h2 id="season-title" className={styles.heroTitle}>
            {first.title}
          </h2>
          <button type="button" className={styles.monthButton} aria-label={`${(shownMonth % 12) + 1}월 보기`} onClick={() => goMonth(shownMonth + 1)}>
            ›
          </button>
        </div>
        <p className={styles.heroText}>제철에 나는 먹거리를 산지에서 바로 받아 보세요.</p>
      </section>

      <PicturePicker
        label="제철 먹거리 종류"
        allLabel="전체"
        choices={first.delicacies.map((delicacy) => ({ key: delicacy.code, name: delicacy.name, imageUrl: delicacy.imageUrl }))}
        value={selected?.code}
        onPick={pick}
      />

      {selected && (
        <section className={styles.story} aria-label={`${selected.name} 소개`}>
          <p className={styles.storyTitle}>
            {selected.name}
            <span className={styles.storyMonths}>제철 {seasonMonths(selected.months)}</span>
          </p>
          <p className={styles.storyText}>{selected.description}</p>
        </section>
      )}

      <div className={styles.toolbar}>
        <p className={styles.count}>
          총 <strong>{groupDigits(first.totalCount)}</strong>개
        </p>
        <SortSelect choices={sorts} value={sort ?? ''} onChange={setSort} />
      </div>

      <ProductFeed
        className={styles.grid}
        label={selected ? `${selected.name} 상품` : `${shownMonth}월 제철 상품`}
        items={items}
        paging={query}
        onToggleLike={toggle}
        switching={switching}
        empty={
          <EmptyState title="준비된 상품이 없어요" description="다른 제철 먹거리를 골라 보세요." />
        }
        endText="제철 상품을 모두 봤어요"
      />
    </Page>
  );
}

function SeasonSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className={css({ srOnly: true })}>제철 먹거리를 불러오는 중이에요</span>
      <Skeleton className={css({ height: '112px', borderRadius: '0' })} />
      <PicturePickerSkeleton />
      <ProductGridSkeleton className={styles.grid} />
    </div>
  );
}

const styles = {
  hero: css({
    paddingInline: '4',
    paddingTop: '5',
    paddingBottom: '5',
    background: 'linear-gradient(135deg, #FFF3E0 0%, #FFE0B2 100%)',
    textAlign: 'center',
  }),
  monthNav: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2' }),
  monthButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: 'full',
    fontSize: '24px',
    color: 'primaryStrong',
    _active: { bg: 'rgba(255, 255, 255, 0.6)' },
    _focusVisible: { outline: '2px solid token(colors.primary)' },
  }),
  heroTitle: css({ fontSize: '22px', fontWeight: 'bold', color: 'gray.900' }),
  heroText: css({ marginTop: '1', fontSize: '14px', color: 'gray.700' }),
  story: css({ marginInline: '4', marginBottom: '2', padding: '4', borderRadius: '12px', bg: 'orange.50' }),
  storyTitle: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  storyMonths: css({ fontSize: '12px', fontWeight: 'semibold', color: 'primaryStrong', bg: 'white', paddingInline: '2', paddingBlock: '0.5', borderRadius: 'full' }),
  storyText: css({ marginTop: '1.5', fontSize: '14px', lineHeight: '1.6', color: 'gray.700', wordBreak: 'keep-all' }),
  toolbar: css({
    position: 'sticky',
    top: 'calc(token(sizes.header) + env(safe-area-inset-top))',
    zIndex: '10',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInline: '4',
    paddingBlock: '1',
    bg: 'white',
    borderBottom: '1px solid token(colors.gray.100)',
  }),
  count: css({ fontSize: '13px', color: 'gray.600', '& strong': { color: 'gray.900' } }),
  grid: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '6' }),
};
