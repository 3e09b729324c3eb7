import { Link, useRouteContext } from '@tanstack/react-router';
import { useState, type CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { usePeriodDetail, type Period } from '../../api/catalog/period-detail';
import { flattenPages } from '../../api/catalog/product-card';
import { useProductLike } from '../../api/likes';
import { defaultFilter, useWebProfile } from '../../api/web-profile';
import { formatDateRange, formatMonthDay } from '../../ui/date';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { PreviewNotice } from '../../ui/preview-notice';
import { EmptyState, Page } from '../../ui/page';
import { Countdown, deadlineOf } from '../../ui/product/countdown';
import { FilterChips } from '../../ui/product/filter-chips';
import { ProductFeed } from '../../ui/product/product-feed';
import { ProductGridSkeleton } from '../../ui/product/product-grid';
import { SortSelect } from '../../ui/product/sort-select';
import { button } from '../../ui/recipes';
import { pageShareInfo } from '../../ui/share/page-share-info';
import { Skeleton } from '../../ui/skeleton';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

export interface PeriodDetailScreenProps {
  periodId: string;
  /** admin-period/:id: the same page with a '미리보기' badge */
  preview?: boolean;
}

const DAY_SECONDS = 86_400;

/**
 * A planned exhibition (기획전, period/:id and admin-period/:id): its banner, title, dates and
 * time left, then its products with the web profile's sort (periodSortFilterList) and minimum
 * discount (discountRateFilterList) filters, loading more as the shopper scrolls.
 */
export function PeriodDetailScreen({ periodId, preview = false }: PeriodDetailScreenProps) {
  const title = preview ? '기획전 미리보기' : '기획전';
  const { data: profile } = useWebProfile();
  const sorts = profile.filterInfo.periodSortFilterList;
  const rates = profile.filterInfo.discountRateFilterList;
  const defaultSort = defaultFilter(sorts)?.code;
  const defaultRate = defaultFilter(rates)?.code;
  const [sort, setSort] = useState(defaultSort);
  const [discountRate, setDiscountRate] = useState(defaultRate);
  // the defaults are sent as 'nothing chosen': the same query the route's loader fetched
  const query = usePeriodDetail(periodId, {
    sort: sort === defaultSort ? undefined : sort,
    discountRate: discountRate === defaultRate ? undefined : discountRate,
  });
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useProductLike(loggedIn);

  const first = query.data?.pages[0];
  if (query.isPending) {
    return (
      <Page title={title}>
        <HeroSkeleton />
        <ProductGridSkeleton className={styles.grid} />
      </Page>
    );
  }
  if (!first) {
    return (
      <Page title={title}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '기획전을 찾을 수 없어요', description: '기획전이 끝났거나 주소가 바뀌었을 수 있어요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/" className={button({ variant: 'solid', size: 'md' })}>
              홈으로 가기
            </Link>
          }
        />
      </Page>
    );
  }

  const items = flattenPages(query.data);
  const filtering = query.isPlaceholderData;
  return (
    <Page title={title} header={{ share: pageShareInfo(first.shareInfo, 'period'), showHome: true }}>
      {preview && <PreviewNotice />}
      <PeriodHero period={first.period} measuredAt={query.dataUpdatedAt} onEnd={() => void query.refetch()} />

      <div className={styles.toolbar}>
        <FilterChips label="할인율" choices={rates} value={discountRate ?? ''} onChange={setDiscountRate} className={styles.chips} />
        <div className={styles.toolbarRow}>
          <p className={styles.count} aria-live="polite">
            총 <strong>{groupDigits(first.totalCount)}</strong>개
          </p>
          <SortSelect choices={sorts} value={sort ?? ''} onChange={setSort} />
        </div>
      </div>

      <ProductFeed
        className={styles.grid}
        label={`${first.period.title} 상품`}
        items={items}
        paging={query}
        onToggleLike={toggle}
        switching={filtering}
        empty={
          <EmptyState
            title="조건에 맞는 상품이 없어요"
            description="할인율 조건을 바꿔 보세요."
            action={
              discountRate !== defaultRate && (
                <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => setDiscountRate(defaultRate)}>
                  전체 상품 보기
                </button>
              )
            }
          />
        }
        endText="기획전 상품을 모두 봤어요"
      />
    </Page>
  );
}

function PeriodHero({ period, measuredAt, onEnd }: { period: Period; measuredAt: number; onEnd: () => void }) {
  const days = Math.floor(period.remainingSeconds / DAY_SECONDS);
  return (
    <section className={styles.hero} style={{ '--theme': period.theme } as CSSProperties} aria-labelledby="period-title">
      <Img src={period.imageUrl} alt="" aspectRatio="750 / 360" loading="eager" />
      <div className={styles.heroText}>
        <p className={styles.status}>
          {period.status === 'ONGOING' && (days >= 1 ? <span className={styles.dday}>D-{days}</span> : <Countdown deadline={deadlineOf(period.remainingSeconds, measuredAt)} onEnd={onEnd} className={styles.dday} />)}
          {period.status === 'UPCOMING' && <span className={styles.dday}>{formatMonthDay(period.startAt)} 오픈</span>}
          {period.status === 'ENDED' && <span className={styles.ended}>종료된 기획전</span>}
          <span className={styles.dates}>{formatDateRange(period.startAt, period.endAt)}</span>
        </p>
        <h2 id="period-title" className={styles.title}>
          {period.title}
        </h2>
        <p className={styles.subtitle}>{period.subtitle}</p>
        <p className={styles.description}>{period.description}</p>
        {period.maxDiscountRate > 0 && (
          <p className={styles.highlight}>
            상품 {period.productCount}개 · 최대 <strong>{period.maxDiscountRate}%</strong> 할인
          </p>
        )}
      </div>
    </section>
  );
}

function HeroSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className={css({ width: '100%', aspectRatio: '750 / 360', borderRadius: '0' })} />
      <div className={styles.heroText}>
        <Skeleton className={css({ width: '45%', height: '14px' })} />
        <Skeleton className={css({ width: '75%', height: '24px', marginTop: '3' })} />
        <Skeleton className={css({ width: '90%', height: '16px', marginTop: '2' })} />
      </div>
    </div>
  );
}

const styles = {
  hero: css({ borderBottom: '8px solid token(colors.gray.100)' }),
  heroText: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '5' }),
  status: css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', fontSize: '13px' }),
  dday: css({
    display: 'inline-flex',
    alignItems: 'center',
    height: '24px',
    paddingInline: '2',
    borderRadius: '4px',
    bg: 'gray.900',
    color: 'white',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
  }),
  ended: css({ display: 'inline-flex', alignItems: 'center', height: '24px', paddingInline: '2', borderRadius: '4px', bg: 'gray.700', color: 'white', fontWeight: 'bold' }),
  dates: css({ color: 'gray.600' }),
  title: css({ marginTop: '2', fontSize: '21px', fontWeight: 'bold', lineHeight: '1.35', color: 'gray.900', wordBreak: 'keep-all' }),
  subtitle: css({ marginTop: '1', fontSize: '15px', color: 'gray.800', lineHeight: '1.5', wordBreak: 'keep-all' }),
  description: css({ marginTop: '2', fontSize: '14px', color: 'gray.600', lineHeight: '1.6', wordBreak: 'keep-all' }),
  highlight: css({ marginTop: '3', fontSize: '14px', color: 'gray.800', '& strong': { color: 'primaryStrong' } }),
  toolbar: css({
    position: 'sticky',
    top: 'calc(token(sizes.header) + env(safe-area-inset-top))',
    zIndex: '10',
    bg: 'white',
    paddingTop: '3',
    borderBottom: '1px solid token(colors.gray.100)',
  }),
  chips: css({ paddingInline: '4' }),
  toolbarRow: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: '4', paddingBlock: '1' }),
  count: css({ fontSize: '13px', color: 'gray.600', '& strong': { color: 'gray.900' } }),
  grid: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '6' }),
};
