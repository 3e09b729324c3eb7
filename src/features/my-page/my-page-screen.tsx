import { Link, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { profile } from '../../../machines/session/session.selectors';
import { useUnreadAlarmCount } from '../../api/alarm-count';
import { useProductLike } from '../../api/likes';
import { useMyPage } from '../../api/mypage';
import { useRecentlyViewed } from '../../api/recent';
import { SHOP_LIKE_PATH } from '../../ui/header/header';
import { interceptClick, useFollowLink } from '../../ui/links/follow-link';
import { BackIcon, HeartIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { ProductCard } from '../../ui/product/product-card';
import { shopPageUrl, useShopLink } from '../../ui/product/shop-link';
import { BagGlyph, BellGlyph, CalendarGlyph, ClockGlyph, LevelMark, StarGlyph } from './glyphs';
import { formatCount, PLACEHOLDER } from './point-format';
import { useHydratedSelector } from '../../ui/use-hydrated';

type MenuPath = '/my-page/my-info' | '/my-page/my-level' | '/my-page/point-guide' | '/my-page/point-exchange' | '/notice' | '/my-page/settings';

const MENU: ReadonlyArray<{ to: MenuPath; label: string; note?: string }> = [
  { to: '/my-page/my-info', label: '내 정보 관리' },
  { to: '/my-page/my-level', label: '등급 혜택', note: '등급이 오르면 교환할 때 적립금을 더 드려요' },
  { to: '/my-page/point-guide', label: '별 모으는 방법' },
  { to: '/my-page/point-exchange', label: '별 교환', note: '모은 별을 쇼핑몰 적립금으로 바꿔요' },
  { to: '/notice', label: '공지사항' },
  { to: '/my-page/settings', label: '설정' },
];

/** the unread badge's text: the count, '99+' above 99 */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * /my-page: the member's card (nickname, level, 별 balance), quick links with counts, the menu and
 * the recently viewed products. SPEC.md §7 swallows the my-page call's failures: every number
 * then reads '-' and the page stays usable.
 */
export function MyPageScreen() {
  const { session } = useRouteContext({ from: '__root__' });
  const sessionNickName = useHydratedSelector(session, (snapshot) => profile(snapshot)?.nickName ?? '', '');
  const mypage = useMyPage();
  const data = mypage.data;
  const unread = useUnreadAlarmCount(true);
  const nickName = data?.nickName || sessionNickName;
  // the likes (찜) live on the shop's page: a real link, left for through the external-link flow
  const follow = useFollowLink();
  const likesUrl = shopPageUrl(SHOP_LIKE_PATH);

  return (
    <Page title="마이페이지" header={{ hideBack: true, showSettings: true }}>
      <section className={styles.card} aria-label="내 프로필" data-testid="mypage-card" aria-busy={mypage.isPending || undefined}>
        <div className={styles.identity}>
          <p className={styles.name}>{nickName ? `${nickName}님` : '회원님'}</p>
          <Link to="/my-page/my-level" className={styles.level} aria-label={data ? `내 등급 ${data.level.name}, 등급 혜택 보기` : '등급 혜택 보기'}>
            {data ? <LevelMark level={data.level.level} size={18} /> : <StarGlyph size={16} />}
            {data?.level.name ?? PLACEHOLDER}
          </Link>
        </div>
        <Link to="/my-page/point" className={styles.balance}>
          <span className={styles.balanceLabel}>내 별</span>
          <span className={styles.balanceValue} data-testid="mypage-balance">
            {formatCount(data?.point.balance)}
            {data && <span className={styles.unit}>개</span>}
          </span>
          <span className={styles.balanceLink}>
            별 내역
            <BackIcon size={14} className={styles.chevron} />
          </span>
        </Link>
        <div className={styles.cardActions}>
          <Link to="/my-page/point-exchange" className={styles.cardAction}>
            적립금으로 바꾸기
          </Link>
          <Link to="/my-page/point-guide" className={styles.cardAction}>
            별 모으는 방법
          </Link>
        </div>
      </section>

      <nav aria-label="바로가기" className={styles.quick}>
        <QuickExternalLink label="찜" count={data?.likeProductCount} href={likesUrl} onOpen={() => follow(likesUrl)} icon={<HeartIcon size={22} />} />
        <QuickLink label="최근 본 상품" count={data?.recentProductCount} to="/my-page" hash="recent" icon={<ClockGlyph />} />
        <QuickLink label="자주 산 상품" to="/my-page/frequently-purchased" icon={<BagGlyph />} />
        <QuickLink label="출석 체크" to="/game" icon={<CalendarGlyph />} />
        <QuickLink label="알림" to="/alarm" icon={<BellGlyph />} badge={unread} />
      </nav>

      <ul className={styles.menu} aria-label="마이페이지 메뉴">
        {MENU.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.menuItem}>
              <span className={styles.menuText}>
                <span>{item.label}</span>
                {item.note && <span className={styles.menuNote}>{item.note}</span>}
              </span>
              <BackIcon size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>

      <RecentProducts />
    </Page>
  );
}

function QuickLink({ label, to, hash, icon, count, badge = 0 }: { label: string; to: '/my-page' | '/my-page/frequently-purchased' | '/game' | '/alarm'; hash?: string; icon: ReactNode; count?: number; badge?: number }) {
  return (
    <Link to={to} hash={hash} className={styles.quickItem} aria-label={badge > 0 ? `${label}, 읽지 않은 알림 ${badge}개` : undefined}>
      <QuickBody label={label} icon={icon} count={count} badge={badge} />
    </Link>
  );
}

function QuickExternalLink({ label, icon, count, href, onOpen }: { label: string; icon: ReactNode; count?: number; href: string; onOpen: () => void }) {
  return (
    <a href={href} className={styles.quickItem} onClick={(event) => interceptClick(event, onOpen)}>
      <QuickBody label={label} icon={icon} count={count} badge={0} />
    </a>
  );
}

function QuickBody({ label, icon, count, badge }: { label: string; icon: ReactNode; count: number | undefined; badge: number }) {
  return (
    <>
      <span className={styles.quickIcon} aria-hidden="true">
        {icon}
        {badge > 0 && (
          <span className={styles.badge} data-testid="mypage-alarm-badge">
            {badgeText(badge)}
          </span>
        )}
      </span>
      <span className={styles.quickLabel}>{label}</span>
      {count !== undefined && <span className={styles.quickCount}>{formatCount(count)}</span>}
    </>
  );
}

function RecentProducts() {
  const shopLink = useShopLink();
  const recent = useRecentlyViewed(true);
  const { toggle } = useProductLike(true);
  const products = recent.data?.products ?? [];
  return (
    <section id="recent" aria-labelledby="mypage-recent" className={styles.recent}>
      <h2 id="mypage-recent" className={styles.recentTitle}>
        최근 본 상품
      </h2>
      {products.length === 0 ? (
        <p className={styles.recentEmpty}>{recent.isPending ? '불러오는 중이에요' : '최근 본 상품이 없어요.'}</p>
      ) : (
        <ul className={styles.strip} aria-label="최근 본 상품">
          {products.slice(0, 10).map((product) => (
            <li key={product.productNo} className={styles.stripItem}>
              <ProductCard product={product} {...shopLink(product.shopPath)} onToggleLike={() => toggle(product)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const styles = {
  card: css({ marginInline: '4', marginTop: '2', padding: '5', borderRadius: '16px', bg: 'orange.50' }),
  identity: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  name: css({ minWidth: '0', fontSize: '20px', fontWeight: 'bold', color: 'gray.900', wordBreak: 'break-all' }),
  level: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minHeight: '32px',
    paddingInline: '3',
    borderRadius: 'full',
    bg: 'white',
    color: 'primaryStrong',
    fontSize: '13px',
    fontWeight: 'bold',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'orange.200',
  }),
  balance: css({ display: 'flex', alignItems: 'baseline', gap: '2', marginTop: '4', flexWrap: 'wrap' }),
  balanceLabel: css({ fontSize: '14px', color: 'gray.700' }),
  balanceValue: css({ fontSize: '26px', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' }),
  unit: css({ marginLeft: '0.5', fontSize: '16px', fontWeight: 'semibold' }),
  balanceLink: css({ display: 'inline-flex', alignItems: 'center', marginLeft: 'auto', fontSize: '13px', color: 'gray.700' }),
  chevron: css({ flexShrink: 0, color: 'gray.500', transform: 'rotate(180deg)' }),
  cardActions: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', marginTop: '4' }),
  cardAction: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    borderRadius: '10px',
    bg: 'white',
    fontSize: '14px',
    fontWeight: 'semibold',
    color: 'gray.900',
    _active: { bg: 'gray.100' },
  }),
  quick: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    paddingInline: '2',
    paddingBlock: '4',
    borderBottom: '8px solid token(colors.gray.100)',
  }),
  quickItem: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    minHeight: '72px',
    paddingBlock: '1',
    borderRadius: '10px',
    color: 'gray.800',
    _active: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  quickIcon: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: 'full',
    bg: 'gray.100',
    fontSize: '20px',
  }),
  badge: css({
    position: 'absolute',
    top: '-4px',
    right: '-8px',
    minWidth: '20px',
    height: '20px',
    paddingInline: '1',
    borderRadius: 'full',
    bg: 'red.700',
    color: 'white',
    fontSize: '11px',
    fontWeight: 'bold',
    lineHeight: '20px',
    textAlign: 'center',
    boxShadow: '0 0 0 2px white',
  }),
  quickLabel: css({ fontSize: '12px', color: 'gray.800', whiteSpace: 'nowrap' }),
  quickCount: css({ fontSize: '12px', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' }),
  menu: css({ listStyle: 'none', borderBottom: '8px solid token(colors.gray.100)' }),
  menuItem: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    minHeight: '56px',
    paddingInline: '5',
    paddingBlock: '2',
    borderBottom: '1px solid token(colors.gray.100)',
    color: 'gray.900',
    fontSize: '16px',
    _active: { bg: 'gray.100' },
  }),
  menuText: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  menuNote: css({ fontSize: '12px', color: 'gray.600' }),
  recent: css({ paddingBlock: '5', scrollMarginTop: '60px' }),
  recentTitle: css({ paddingInline: '5', fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  recentEmpty: css({ paddingInline: '5', paddingTop: '3', fontSize: '14px', color: 'gray.600' }),
  strip: css({
    display: 'flex',
    gap: '3',
    marginTop: '3',
    paddingInline: '5',
    overflowX: 'auto',
    listStyle: 'none',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  stripItem: css({ flexShrink: 0, width: '136px' }),
};
