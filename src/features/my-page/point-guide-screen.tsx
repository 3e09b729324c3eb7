import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { usePointGuide } from '../../api/point-guide';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { LevelMark } from './glyphs';
import { formatCount } from './point-format';

const TITLE = '별 포인트 안내';

/** /my-page/point-guide: how 별 are earned, exchanged, expire and make levels, from the server's rules. */
export function PointGuideScreen() {
  const query = usePointGuide();
  if (!query.data) {
    return (
      <Page title={TITLE}>
        {query.isPending ? (
          <div aria-busy="true" className={styles.section}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className={css({ height: '64px', marginBottom: '3', borderRadius: '12px' })} />
            ))}
          </div>
        ) : (
          <LoadFailure error={query.error} notFound={{ title: '안내를 준비하고 있어요' }} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  const { earnList, exchange, expiry, level, game } = query.data;
  return (
    <Page title={TITLE}>
      <section aria-labelledby="guide-earn" className={styles.section}>
        <h2 id="guide-earn" className={styles.heading}>
          별은 이렇게 모아요
        </h2>
        <ul className={styles.cards}>
          {earnList.map((rule) => (
            <li key={rule.reason} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.cardTitle}>{rule.title}</span>
                <span className={styles.point}>+{formatCount(rule.point)}</span>
              </div>
              <p className={styles.text}>{rule.description}</p>
              <p className={styles.limit}>{rule.dailyLimit === null ? '횟수 제한 없음' : `하루 ${rule.dailyLimit}번까지`}</p>
            </li>
          ))}
        </ul>
        <p className={styles.text}>
          출석 체크는 매일 별 {game.dailyPoint}개, {game.streakDays}일 연속으로 출석하면 별 {game.streakBonusPoint}개를 더 드려요.
        </p>
        <Link to="/game" className={button({ variant: 'soft', size: 'lg', fullWidth: true })}>
          출석 체크하러 가기
        </Link>
      </section>

      <section aria-labelledby="guide-exchange" className={styles.section}>
        <h2 id="guide-exchange" className={styles.heading}>
          별은 {exchange.target}으로 바꿔요
        </h2>
        <p className={styles.rate}>{exchange.rate}</p>
        <ul className={styles.bullets}>
          {exchange.descriptions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <Link to="/my-page/point-exchange" className={button({ size: 'lg', fullWidth: true })}>
          별 교환하기
        </Link>
      </section>

      <section aria-labelledby="guide-expiry" className={styles.section}>
        <h2 id="guide-expiry" className={styles.heading}>
          별의 유효기간
        </h2>
        <p className={styles.text}>{expiry.description}</p>
      </section>

      <section aria-labelledby="guide-level" className={styles.section}>
        <h2 id="guide-level" className={styles.heading}>
          등급
        </h2>
        <p className={styles.text}>{level.description}</p>
        <ul className={styles.levels}>
          {level.levels.map((item) => (
            <li key={item.level} className={styles.levelRow}>
              <LevelMark level={item.level} size={22} />
              <span className={styles.levelName}>{item.name}</span>
              <span className={styles.levelRule}>{item.minPoint === 0 ? '시작 등급' : `별 ${formatCount(item.minPoint)}개 이상`}</span>
            </li>
          ))}
        </ul>
        <Link to="/my-page/my-level" className={styles.link}>
          등급별 혜택 보기
        </Link>
      </section>
    </Page>
  );
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '3', paddingInline: '5', paddingBlock: '6', borderBottom: '8px solid token(colors.gray.100)', _last: { borderBottom: 'none' } }),
  heading: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900' }),
  cards: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' }),
  card: css({ padding: '4', borderRadius: '12px', borderWidth: '1px', borderStyle: 'solid', borderColor: 'gray.200' }),
  cardHead: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  cardTitle: css({ fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  point: css({ fontSize: '15px', fontWeight: 'bold', color: 'primaryStrong', whiteSpace: 'nowrap' }),
  text: css({ marginTop: '1', fontSize: '14px', color: 'gray.700', lineHeight: '1.6', wordBreak: 'keep-all' }),
  limit: css({ marginTop: '1', fontSize: '12px', color: 'gray.600' }),
  rate: css({ fontSize: '16px', fontWeight: 'bold', color: 'primaryStrong' }),
  bullets: css({ paddingLeft: '5', listStyle: 'disc', fontSize: '14px', color: 'gray.700', lineHeight: '1.6', wordBreak: 'keep-all', '& li + li': { marginTop: '1' } }),
  levels: css({ display: 'flex', flexDirection: 'column', listStyle: 'none' }),
  levelRow: css({ display: 'flex', alignItems: 'center', gap: '2', paddingBlock: '2', borderBottom: '1px solid token(colors.gray.100)', fontSize: '14px' }),
  levelName: css({ fontWeight: 'bold', color: 'gray.900' }),
  levelRule: css({ marginLeft: 'auto', color: 'gray.700' }),
  link: css({ fontSize: '14px', color: 'gray.700', textDecoration: 'underline' }),
};
