import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { errorMessage } from '../../api/errors';
import { useAttendance, useStampAttendance, type Attendance } from '../../api/game-attendance';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { dayTitle, monthTitle, monthWeeks, streakText, WEEKDAYS } from './attendance-calendar';

const TITLE = '별 모으기 게임';

/**
 * /game: the daily attendance stamp board. This Korean month's calendar with the stamped days,
 * today's '출석 체크하기', the streak and the bonus rule. The stamp's points show as the server's
 * toast (the API client shows toastItems); a second stamp the same day says the server's message.
 */
export function GameScreen() {
  const query = useAttendance();
  if (!query.data) {
    return (
      <Page title={TITLE}>
        {query.isPending ? (
          <div aria-busy="true" className={styles.board}>
            <Skeleton className={css({ height: '320px', borderRadius: '16px' })} />
          </div>
        ) : (
          <LoadFailure error={query.error} notFound={{ title: '출석 체크를 준비하고 있어요' }} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page title={TITLE}>
      <StampBoard attendance={query.data} />
    </Page>
  );
}

function StampBoard({ attendance }: { attendance: Attendance }) {
  const stamp = useStampAttendance();
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  const { month, today, isStampedToday, streak, daysToBonus, dailyPoint, streakDays, streakBonusPoint, stamps } = attendance;
  const stamped = new Map(stamps.map((item) => [item.date, item]));
  const weeks = monthWeeks(month);

  async function stampToday() {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      await stamp.mutateAsync();
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <>
      <section className={styles.hero} aria-labelledby="game-title">
        <h2 id="game-title" className={styles.heroTitle}>
          매일 출석하고 별 {dailyPoint}개 받기
        </h2>
        <p className={styles.heroText}>
          {streakDays}일 연속으로 출석하면 보너스 별 {streakBonusPoint}개를 더 드려요.
        </p>
        <p className={styles.streak} data-testid="game-streak">
          {streakText({ streak, daysToBonus, streakBonusPoint })}
        </p>
      </section>

      <section className={styles.board} aria-labelledby="game-month">
        <h2 id="game-month" className={styles.month}>
          {monthTitle(month)} 출석 현황
          <span className={styles.monthCount}> · {stamps.length}일 출석</span>
        </h2>
        <table className={styles.calendar}>
          <thead>
            <tr>
              {WEEKDAYS.map((name) => (
                <th key={name} scope="col" className={styles.weekday}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={index}>
                {week.map((cell, column) => {
                  if (cell === null) return <td key={`empty-${column}`} className={styles.cell} />;
                  const mark = stamped.get(cell.date);
                  const isToday = cell.date === today;
                  const label = `${dayTitle(cell.date)}${isToday ? ' 오늘' : ''}${mark ? `, 출석 완료${mark.bonusPoint > 0 ? ', 연속 출석 보너스' : ''}` : ''}`;
                  return (
                    <td key={cell.date} className={styles.cell} aria-label={label} data-stamped={mark ? 'true' : undefined} aria-current={isToday ? 'date' : undefined}>
                      <span className={cx(styles.day, isToday && styles.today, mark && styles.stamped)} aria-hidden="true">
                        {mark ? <StampMark bonus={mark.bonusPoint > 0} /> : cell.day}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.legend}>
          <StampMark bonus={false} size={14} /> 출석 <StampMark bonus size={14} /> 연속 출석 보너스
        </p>
      </section>

      <div className={styles.action}>
        <button
          type="button"
          className={button({ size: 'xl', fullWidth: true, variant: isStampedToday ? 'neutral' : 'solid' })}
          onClick={() => void stampToday()}
          disabled={stamp.isPending}
          aria-busy={stamp.isPending || undefined}
        >
          {isStampedToday ? '오늘 출석 완료' : stamp.isPending ? '출석하는 중…' : '출석 체크하기'}
        </button>
        <p className={styles.message} role={message ? 'alert' : undefined} aria-live="polite">
          {message ?? (isStampedToday ? '내일 또 출석하고 별을 받아 가세요.' : '')}
        </p>
        <Link to="/my-page/point" className={styles.link}>
          내 별 내역 보기
        </Link>
      </div>
    </>
  );
}

/** A stamp: the star of the points, in red for the streak bonus day. */
function StampMark({ bonus, size = 22 }: { bonus: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" fill={bonus ? '#C62828' : '#FF6400'} />
    </svg>
  );
}

const styles = {
  hero: css({ paddingInline: '5', paddingTop: '6', paddingBottom: '5', textAlign: 'center', bg: 'orange.50' }),
  heroTitle: css({ fontSize: '20px', fontWeight: 'bold', color: 'gray.900' }),
  heroText: css({ marginTop: '1', fontSize: '14px', color: 'gray.700' }),
  streak: css({ marginTop: '3', fontSize: '14px', fontWeight: 'semibold', color: 'primaryStrong', wordBreak: 'keep-all' }),
  board: css({ paddingInline: '4', paddingTop: '5' }),
  month: css({ fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  monthCount: css({ fontSize: '14px', fontWeight: 'normal', color: 'gray.700' }),
  calendar: css({ width: '100%', marginTop: '3', borderCollapse: 'collapse', tableLayout: 'fixed' }),
  weekday: css({ paddingBlock: '2', fontSize: '12px', fontWeight: 'semibold', color: 'gray.700' }),
  cell: css({ paddingBlock: '1', textAlign: 'center' }),
  day: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: 'full',
    fontSize: '14px',
    color: 'gray.800',
    fontVariantNumeric: 'tabular-nums',
  }),
  today: css({ outline: '2px solid token(colors.primary)', outlineOffset: '-2px', fontWeight: 'bold' }),
  stamped: css({ bg: 'orange.100', fontSize: '18px' }),
  legend: css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1', marginTop: '2', fontSize: '12px', color: 'gray.700' }),
  action: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', paddingInline: '4', paddingBlock: '6' }),
  message: css({ minHeight: '20px', fontSize: '14px', color: 'gray.800', textAlign: 'center', wordBreak: 'keep-all' }),
  link: css({ fontSize: '14px', color: 'gray.700', textDecoration: 'underline' }),
};
