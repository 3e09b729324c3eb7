import { Tabs } from '@ark-ui/react/tabs';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { flattenPages } from '../../api/catalog/product-card';
import { POINT_HISTORY_TYPES, usePointHistory, type PointHistoryType, type PointRow } from '../../api/point-history';
import { usePointSummary } from '../../api/point-summary';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { stickyTabs } from '../../ui/sticky-tabs';
import { Skeleton } from '../../ui/skeleton';
import { formatCount, formatDateKo, formatDateTimeKo, PLACEHOLDER, signedAmount, spokenAmount } from './point-format';

const TAB_LABELS: Record<PointHistoryType, string> = { ALL: '전체', EARNED: '적립', SPENT: '사용' };
const EMPTY: Record<PointHistoryType, string> = {
  ALL: '아직 별 내역이 없어요',
  EARNED: '아직 적립한 별이 없어요',
  SPENT: '아직 사용한 별이 없어요',
};

export interface PointScreenProps {
  /** the history tab, kept in the address (`?type=EARNED`) */
  type: PointHistoryType;
  onTypeChange: (type: PointHistoryType) => void;
}

/**
 * /my-page/point: the balance, this month's earnings and what expires soon (SPEC.md §7: a failed
 * summary reads '-'), then the history by tab (전체/적립/사용), page by page as it scrolls.
 */
export function PointScreen({ type, onTypeChange }: PointScreenProps) {
  const summary = usePointSummary();
  const data = summary.data;
  const expiring = data?.expiringSoon;

  return (
    <Page title="별 포인트">
      <section className={styles.summary} aria-label="내 별 요약" aria-busy={summary.isPending || undefined}>
        <p className={styles.label}>사용할 수 있는 별</p>
        <p className={styles.balance} data-testid="point-balance">
          {formatCount(data?.balance)}
          {data && <span className={styles.unit}>개</span>}
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>이번 달 모은 별</dt>
            <dd className={styles.factValue}>{data ? `${formatCount(data.earnedThisMonth)}개` : PLACEHOLDER}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{expiring ? `${expiring.withinDays}일 안에 사라질 별` : '곧 사라질 별'}</dt>
            <dd className={cx(styles.factValue, expiring && expiring.amount > 0 && styles.warn)}>{expiring ? `${formatCount(expiring.amount)}개` : PLACEHOLDER}</dd>
          </div>
        </dl>
        {expiring?.firstExpireDt && expiring.amount > 0 && (
          <p className={styles.expireNote}>{formatDateKo(expiring.firstExpireDt)}부터 사라지기 시작해요. 그 전에 적립금으로 바꿔 보세요.</p>
        )}
        <div className={styles.actions}>
          <Link to="/my-page/point-exchange" className={styles.primaryAction}>
            적립금으로 바꾸기
          </Link>
          <Link to="/my-page/point-guide" className={styles.secondaryAction}>
            별 모으는 방법
          </Link>
        </div>
      </section>

      <Tabs.Root value={type} onValueChange={(details) => onTypeChange(details.value as PointHistoryType)} className={tabStyles.root}>
        <Tabs.List className={tabStyles.list} aria-label="별 내역 종류">
          {POINT_HISTORY_TYPES.map((value) => (
            <Tabs.Trigger key={value} value={value} className={cx(tabStyles.trigger, styles.tab)}>
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {POINT_HISTORY_TYPES.map((value) => (
          <Tabs.Content key={value} value={value} className={tabStyles.panel}>
            {value === type && <History type={value} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}

function History({ type }: { type: PointHistoryType }) {
  const query = usePointHistory(type);
  const rows = flattenPages(query.data);
  if (query.isPending) {
    return (
      <div aria-busy="true" className={styles.list}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className={styles.rowSkeleton} />
        ))}
      </div>
    );
  }
  if (query.isError && rows.length === 0) {
    return <LoadFailure error={query.error} notFound={{ title: EMPTY[type] }} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) return <EmptyState title={EMPTY[type]} description="출석 체크나 커뮤니티 활동으로 별을 모아 보세요." />;
  return (
    <>
      <ul className={styles.list} aria-label={`${TAB_LABELS[type]} 별 내역`}>
        {rows.map((row) => (
          <HistoryRow key={row.pointId} row={row} />
        ))}
      </ul>
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        rootMargin="300px"
        loading={<Skeleton className={styles.rowSkeleton} />}
        end={<p className={styles.end}>내역을 모두 봤어요</p>}
      />
    </>
  );
}

function HistoryRow({ row }: { row: PointRow }) {
  return (
    <li className={styles.row} data-testid="point-row">
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{row.title}</span>
        <span className={styles.rowDate}>{formatDateTimeKo(row.createdDt)}</span>
      </span>
      <span className={styles.rowAmounts}>
        <span className={cx(styles.amount, row.type === 'EARNED' ? styles.earned : styles.spent)} aria-label={spokenAmount(row.type, row.amount)}>
          {signedAmount(row.type, row.amount)}
        </span>
        <span className={styles.after}>잔액 {formatCount(row.balance)}</span>
      </span>
    </li>
  );
}

const tabStyles = stickyTabs;

const styles = {
  summary: css({ marginInline: '4', marginTop: '2', marginBottom: '4', padding: '5', borderRadius: '16px', bg: 'orange.50' }),
  label: css({ fontSize: '14px', color: 'gray.700' }),
  balance: css({ marginTop: '1', fontSize: '30px', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' }),
  unit: css({ marginLeft: '0.5', fontSize: '18px' }),
  facts: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', marginTop: '4' }),
  fact: css({ display: 'flex', flexDirection: 'column', gap: '1', padding: '3', borderRadius: '10px', bg: 'white', fontSize: '13px', color: 'gray.700' }),
  factValue: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' }),
  warn: css({ color: 'error' }),
  expireNote: css({ marginTop: '3', fontSize: '13px', color: 'gray.700', wordBreak: 'keep-all' }),
  actions: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', marginTop: '4' }),
  primaryAction: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    borderRadius: '10px',
    bg: 'primaryStrong',
    color: 'white',
    fontSize: '14px',
    fontWeight: 'bold',
  }),
  secondaryAction: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    borderRadius: '10px',
    bg: 'white',
    color: 'gray.900',
    fontSize: '14px',
    fontWeight: 'semibold',
  }),
  tab: css({ flex: '1', justifyContent: 'center' }),
  list: css({ listStyle: 'none', paddingInline: '5' }),
  rowSkeleton: css({ height: '56px', marginBlock: '3', borderRadius: '8px' }),
  row: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', paddingBlock: '4', borderBottom: '1px solid token(colors.gray.100)' }),
  rowText: css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' }),
  rowTitle: css({ fontSize: '15px', color: 'gray.900', wordBreak: 'keep-all' }),
  rowDate: css({ fontSize: '12px', color: 'gray.600' }),
  rowAmounts: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1', flexShrink: 0 }),
  amount: css({ fontSize: '16px', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
  earned: css({ color: 'primaryStrong' }),
  spent: css({ color: 'gray.800' }),
  after: css({ fontSize: '12px', color: 'gray.600', fontVariantNumeric: 'tabular-nums' }),
  end: css({ paddingBlock: '8', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
};
