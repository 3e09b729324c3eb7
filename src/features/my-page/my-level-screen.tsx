import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { useUserLevel } from '../../api/user-level';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { LevelMark } from './glyphs';
import { formatCount, withCopula } from './point-format';

const TITLE = '나의 등급';

/**
 * /my-page/my-level: the member's level, the way to the next one (a progress bar and what is
 * left), and every level with what it takes and what it gives.
 */
export function MyLevelScreen() {
  const query = useUserLevel();

  if (!query.data) {
    return (
      <Page title={TITLE}>
        {query.isPending ? (
          <div aria-busy="true" className={styles.hero}>
            <Skeleton className={css({ width: '60%', height: '28px' })} />
            <Skeleton className={css({ width: '100%', height: '12px', marginTop: '6' })} />
          </div>
        ) : (
          <LoadFailure error={query.error} notFound={{ title: '등급 정보를 찾을 수 없어요' }} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }

  const { level, earnedPoint, periodDays, next, levels } = query.data;
  const progress = next ? Math.min(99, Math.max(0, next.progressRate)) : 100;

  return (
    <Page title={TITLE}>
      <section className={styles.hero} aria-labelledby="level-current">
        <p className={styles.emoji}>
          <LevelMark level={level.level} size={56} />
        </p>
        <h2 id="level-current" className={styles.current}>
          지금 등급은 <strong className={styles.strong}>{withCopula(level.name)}</strong>
        </h2>
        <p className={styles.earned}>
          최근 {periodDays}일 동안 모은 별 <strong>{formatCount(earnedPoint)}개</strong>
        </p>
        <div
          role="progressbar"
          aria-label={next ? `${next.name} 등급까지` : '최고 등급'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={next ? `${progress}%, 별 ${formatCount(next.remainingPoint)}개 남았어요` : '최고 등급이에요'}
          className={styles.track}
        >
          <span className={styles.bar} style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.next}>
          {next ? (
            <>
              {next.name}까지 별 <strong className={styles.strong}>{formatCount(next.remainingPoint)}개</strong> 남았어요
            </>
          ) : (
            '최고 등급이에요. 지금처럼 별을 모으면 등급이 유지돼요.'
          )}
        </p>
        <p className={styles.benefit}>{level.benefit}</p>
      </section>

      <section aria-labelledby="level-all" className={styles.all}>
        <h2 id="level-all" className={styles.heading}>
          등급별 혜택
        </h2>
        <p className={styles.note}>최근 {periodDays}일 동안 모은 별로 등급이 정해져요. 별을 써도 등급은 내려가지 않아요.</p>
        <ul className={styles.list}>
          {levels.map((item) => {
            const mine = item.level === level.level;
            return (
              <li key={item.level} className={cx(styles.row, mine && styles.mine)} aria-current={mine ? 'true' : undefined}>
                <LevelMark level={item.level} size={32} />
                <span className={styles.rowText}>
                  <span className={styles.rowName}>
                    {item.name}
                    {mine && <span className={styles.me}>내 등급</span>}
                  </span>
                  <span className={styles.rowRule}>{item.minPoint === 0 ? '처음 가입하면' : `별 ${formatCount(item.minPoint)}개 이상`}</span>
                  <span className={styles.rowBenefit}>{item.benefit}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <Link to="/my-page/point-guide" className={styles.guide}>
          별 모으는 방법 보기
        </Link>
      </section>
    </Page>
  );
}

const styles = {
  hero: css({ paddingInline: '5', paddingBlock: '6', textAlign: 'center', borderBottom: '8px solid token(colors.gray.100)' }),
  emoji: css({ display: 'flex', justifyContent: 'center' }),
  current: css({ marginTop: '3', fontSize: '20px', fontWeight: 'bold', color: 'gray.900' }),
  strong: css({ color: 'primaryStrong' }),
  earned: css({ marginTop: '2', fontSize: '14px', color: 'gray.700' }),
  track: css({ position: 'relative', height: '12px', marginTop: '5', borderRadius: 'full', bg: 'gray.200', overflow: 'hidden' }),
  bar: css({ position: 'absolute', insetBlock: '0', left: '0', borderRadius: 'full', bg: 'primary', transition: 'width 0.3s', _motionReduce: { transition: 'none' } }),
  next: css({ marginTop: '3', fontSize: '15px', color: 'gray.900' }),
  benefit: css({ marginTop: '2', fontSize: '13px', color: 'gray.600', wordBreak: 'keep-all' }),
  all: css({ paddingInline: '5', paddingBlock: '6' }),
  heading: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900' }),
  note: css({ marginTop: '1', fontSize: '13px', color: 'gray.600', wordBreak: 'keep-all' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', marginTop: '4', listStyle: 'none' }),
  row: css({ display: 'flex', gap: '3', alignItems: 'flex-start', padding: '4', borderRadius: '12px', borderWidth: '1px', borderStyle: 'solid', borderColor: 'gray.200' }),
  mine: css({ borderColor: 'primary', bg: 'orange.50' }),
  rowText: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' }),
  rowName: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  me: css({ paddingInline: '1.5', borderRadius: '4px', bg: 'primaryStrong', color: 'white', fontSize: '11px', lineHeight: '18px' }),
  rowRule: css({ fontSize: '13px', color: 'gray.700' }),
  rowBenefit: css({ fontSize: '13px', color: 'gray.700', wordBreak: 'keep-all' }),
  guide: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '48px',
    marginTop: '5',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '15px',
    fontWeight: 'semibold',
    color: 'gray.900',
  }),
};
