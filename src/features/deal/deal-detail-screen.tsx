import { Link, useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { isLoggedIn, isSettled } from '../../../machines/session/session.selectors';
import { useDealDetail, type DealDetail } from '../../api/catalog/deal-detail';
import { useProductLike } from '../../api/likes';
import { useRecordProductView } from '../../api/recent';
import { formatDateWithWeekday, formatTime } from '../../ui/date';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { PreviewNotice } from '../../ui/preview-notice';
import { Page } from '../../ui/page';
import { Countdown, deadlineOf } from '../../ui/product/countdown';
import { LikeButton } from '../../ui/product/like-button';
import { PriceTag } from '../../ui/product/price-tag';
import { useShopLink } from '../../ui/product/shop-link';
import { interceptClick } from '../../ui/links/follow-link';
import { StickyActionBar } from '../../ui/product/sticky-action-bar';
import { StockMeter } from '../../ui/product/stock-meter';
import { button } from '../../ui/recipes';
import { useRouteMeta } from '../../ui/route-meta';
import { pageShareInfo } from '../../ui/share/page-share-info';
import { Skeleton } from '../../ui/skeleton';
import { DealGallery } from './deal-gallery';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

export interface DealDetailScreenProps {
  dealId: string;
  /** admin-deal/:id: the same page with a '미리보기' badge; views are not counted */
  preview?: boolean;
}

/**
 * A limited deal (deal/:id and admin-deal/:id): pictures, the deal price and discount, the time
 * left and the stock, the shop, the description and notes, share and like, and a sticky
 * '구매하기' bar that opens the product on the shop site.
 */
export function DealDetailScreen({ dealId, preview = false }: DealDetailScreenProps) {
  const title = preview ? '특가 미리보기' : '특가 상세';
  const query = useDealDetail(dealId);
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const settled = useHydratedSelector(session, isSettled, false);
  const like = useProductLike(loggedIn);
  const recordView = useRecordProductView(loggedIn);
  const { showBottomBar } = useRouteMeta();
  const shopLink = useShopLink();
  const deal = query.data;

  // one view per product and visit, once the login state is known (a member's view is theirs)
  const recorded = useRef<number | null>(null);
  const productNo = deal?.product.productNo;
  const productLiked = deal?.product.isLike ?? false;
  useEffect(() => {
    if (preview || !settled || productNo === undefined || recorded.current === productNo) return;
    recorded.current = productNo;
    recordView({ productNo, isLike: productLiked });
  }, [preview, settled, productNo, productLiked, recordView]);

  if (query.isPending) {
    return (
      <Page title={title}>
        <DealDetailSkeleton />
      </Page>
    );
  }
  if (query.isError || !deal) {
    return (
      <Page title={title}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '특가를 찾을 수 없어요', description: '판매가 끝났거나 주소가 바뀌었을 수 있어요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/" className={button({ variant: 'solid', size: 'md' })}>
              오늘의 특가 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const deadline = deadlineOf(deal.remainingSeconds, query.dataUpdatedAt);
  const product = deal.product;
  const shop = shopLink(product.shopPath);
  const action = purchaseState(deal);

  return (
    <Page title={title} header={{ share: pageShareInfo(deal.shareInfo, 'deal'), showHome: true }}>
      {preview && <PreviewNotice />}
      <div className={styles.galleryWrap}>
        <DealGallery images={deal.images.length > 0 ? deal.images : [deal.imageUrl]} name={product.name} />
        {deal.status !== 'ONGOING' && <span className={styles.galleryVeil}>{deal.status === 'ENDED' ? '종료된 특가' : '오픈 예정'}</span>}
      </div>

      <div className={cx(styles.timer, deal.status === 'ENDED' && styles.timerEnded)}>
        <span className={styles.timerLabel}>
          <ClockIcon />
          {deal.status === 'UPCOMING' ? '오픈까지' : deal.status === 'ONGOING' ? '타임딜 종료까지' : '타임딜'}
        </span>
        {deal.status === 'ENDED' ? (
          <span className={styles.timerValue}>종료되었어요</span>
        ) : (
          <Countdown
            deadline={deadline}
            suffix={deal.status === 'UPCOMING' ? '후 시작' : '남음'}
            endedText={deal.status === 'UPCOMING' ? '곧 시작해요' : '마감'}
            onEnd={() => void query.refetch()}
            className={styles.timerValue}
          />
        )}
      </div>

      <section className={styles.summary} aria-labelledby="deal-name">
        {deal.shop && (
          <Link
            to="/local/store/$localCode/$shopId"
            params={{ localCode: deal.shop.localCode, shopId: String(deal.shop.shopId) }}
            className={styles.shopLink}
          >
            {deal.shop.name}
            <span aria-hidden="true"> ›</span>
          </Link>
        )}
        <p className={styles.dealTitle}>{deal.title}</p>
        <h2 id="deal-name" className={styles.name}>
          {product.name}
        </h2>
        {deal.subtitle && <p className={styles.subtitle}>{deal.subtitle}</p>}
        <PriceTag salePrice={deal.dealPrice} listPrice={deal.listPrice} discountRate={deal.discountRate} size="lg" className={styles.price} />
        {product.reviewCount > 0 && (
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.star}>
              ★
            </span>
            <span className={css({ srOnly: true })}>평점 </span>
            {product.rating.toFixed(1)}
            <span className={styles.reviewCount}>후기 {groupDigits(product.reviewCount)}개</span>
          </p>
        )}
        <div className={styles.stock}>
          <p className={styles.stockTitle}>
            한정 수량 <strong>{groupDigits(deal.stockTotal)}개</strong>
          </p>
          <StockMeter remaining={deal.stockRemaining} total={deal.stockTotal} />
        </div>
      </section>

      <Divider />

      <section className={styles.section} aria-labelledby="deal-info">
        <h2 id="deal-info" className={css({ srOnly: true })}>
          구매 정보
        </h2>
        <dl className={styles.facts}>
          <dt>원산지</dt>
          <dd>{deal.origin || product.origin}</dd>
          <dt>판매 기간</dt>
          <dd>
            {formatDateWithWeekday(deal.startAt)} {formatTime(deal.startAt)} ~ {formatDateWithWeekday(deal.endAt)} {formatTime(deal.endAt)}
          </dd>
          <dt>구매 한도</dt>
          <dd>1인 최대 {deal.maxPerOrder}개</dd>
          <dt>배송</dt>
          <dd>{product.freeShipping ? '무료배송 · 산지에서 바로 출고' : '산지에서 바로 출고 (3만 원 이상 무료배송)'}</dd>
        </dl>
      </section>

      {deal.shop && (
        <>
          <Divider />
          <section className={styles.section} aria-labelledby="deal-shop">
            <h2 id="deal-shop" className={styles.sectionTitle}>
              판매 상점
            </h2>
            <Link
              to="/local/store/$localCode/$shopId"
              params={{ localCode: deal.shop.localCode, shopId: String(deal.shop.shopId) }}
              className={styles.shopCard}
            >
              <span className={styles.shopImage}>
                <Img src={deal.shop.imageUrl} alt="" aspectRatio={1} />
              </span>
              <span className={styles.shopText}>
                <strong className={styles.shopName}>{deal.shop.name}</strong>
                <span className={styles.shopRegion}>{deal.shop.regionName}</span>
              </span>
              <span className={styles.shopGo}>상점 가기 ›</span>
            </Link>
          </section>
        </>
      )}

      <Divider />
      <section className={styles.section} aria-labelledby="deal-description">
        <h2 id="deal-description" className={styles.sectionTitle}>
          상품 설명
        </h2>
        <p className={styles.description}>{deal.description}</p>
        {deal.images.slice(1).map((src, index) => (
          <Img key={src} src={src} alt={`${product.name} 상세 사진 ${index + 1}`} aspectRatio={1} className={styles.descriptionImage} />
        ))}
      </section>

      {deal.guides.length > 0 && (
        <>
          <Divider />
          <section className={styles.section} aria-labelledby="deal-guides">
            <h2 id="deal-guides" className={styles.sectionTitle}>
              꼭 확인해 주세요
            </h2>
            <ul className={styles.guides}>
              {deal.guides.map((guide) => (
                <li key={guide}>{guide}</li>
              ))}
            </ul>
          </section>
        </>
      )}

      <StickyActionBar label="구매" hasBottomBar={showBottomBar}>
        <LikeButton variant="labelled" liked={product.isLike} onToggle={() => like.toggle(product)} />
        {action.enabled ? (
          // a real link to the shop's page (long-press, copy); a tap leaves through the external-link flow
          <a
            href={shop.href}
            className={cx(button({ variant: 'solid', size: 'lg', fullWidth: true }), styles.buy)}
            onClick={(event) => interceptClick(event, shop.onOpen)}
          >
            {action.label}
          </a>
        ) : (
          <button type="button" className={cx(button({ variant: 'solid', size: 'lg', fullWidth: true }), styles.buy)} disabled>
            {action.label}
          </button>
        )}
      </StickyActionBar>
    </Page>
  );
}

function purchaseState(deal: DealDetail): { enabled: boolean; label: string } {
  if (deal.status === 'UPCOMING') return { enabled: false, label: '오픈 예정' };
  if (deal.status === 'ENDED') return { enabled: false, label: '판매 종료' };
  if (deal.isSoldOut) return { enabled: false, label: '품절' };
  return { enabled: true, label: '구매하기' };
}

function Divider() {
  return <div className={styles.divider} aria-hidden="true" />;
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2M9 2.5h6" />
    </svg>
  );
}

function DealDetailSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className={css({ srOnly: true })}>특가 정보를 불러오는 중이에요</span>
      <Skeleton className={css({ width: '100%', aspectRatio: '1', borderRadius: '0' })} />
      <Skeleton className={css({ height: '44px', borderRadius: '0' })} />
      <div className={styles.summary}>
        <Skeleton className={css({ width: '40%', height: '14px' })} />
        <Skeleton className={css({ width: '85%', height: '22px', marginTop: '3' })} />
        <Skeleton className={css({ width: '60%', height: '16px', marginTop: '2' })} />
        <Skeleton className={css({ width: '50%', height: '28px', marginTop: '4' })} />
        <Skeleton className={css({ width: '100%', height: '56px', marginTop: '4' })} />
      </div>
    </div>
  );
}

const styles = {
  galleryWrap: css({ position: 'relative' }),
  galleryVeil: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'rgba(0, 0, 0, 0.4)',
    color: 'white',
    fontSize: '20px',
    fontWeight: 'bold',
    pointerEvents: 'none',
  }),
  timer: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    height: '44px',
    paddingInline: '4',
    bg: 'gray.900',
    color: 'white',
    '& [role=timer]': { color: 'orange.300' },
  }),
  timerEnded: css({ bg: 'gray.700' }),
  timerLabel: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: '14px', fontWeight: 'semibold' }),
  timerValue: css({ fontSize: '17px', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }),
  summary: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '5' }),
  shopLink: css({ display: 'inline-flex', alignItems: 'center', minHeight: '28px', fontSize: '13px', color: 'gray.700', fontWeight: 'semibold' }),
  dealTitle: css({ marginTop: '1', fontSize: '13px', fontWeight: 'bold', color: 'primaryStrong' }),
  name: css({ marginTop: '1', fontSize: '20px', fontWeight: 'bold', lineHeight: '1.4', color: 'gray.900', wordBreak: 'keep-all' }),
  subtitle: css({ marginTop: '1', fontSize: '14px', color: 'gray.600', lineHeight: '1.5' }),
  price: css({ marginTop: '4' }),
  rating: css({ display: 'flex', alignItems: 'center', gap: '1', marginTop: '2', fontSize: '13px', color: 'gray.800', fontWeight: 'semibold' }),
  star: css({ color: '#FFB300' }),
  reviewCount: css({ marginLeft: '1', color: 'gray.600', fontWeight: 'normal' }),
  stock: css({ marginTop: '4', padding: '3', borderRadius: '10px', bg: 'orange.50' }),
  stockTitle: css({ marginBottom: '2', fontSize: '13px', color: 'gray.800', '& strong': { color: 'primaryStrong' } }),
  divider: css({ height: '8px', bg: 'gray.100' }),
  section: css({ paddingInline: '4', paddingBlock: '5' }),
  sectionTitle: css({ marginBottom: '3', fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: '76px 1fr',
    rowGap: '2.5',
    fontSize: '14px',
    lineHeight: '1.5',
    '& dt': { color: 'gray.600' },
    '& dd': { color: 'gray.900' },
  }),
  shopCard: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    padding: '3',
    borderRadius: '12px',
    border: '1px solid token(colors.gray.200)',
  }),
  shopImage: css({ width: '52px', height: '52px', flexShrink: 0, borderRadius: 'full', overflow: 'hidden', bg: 'gray.100' }),
  shopText: css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minWidth: '0' }),
  shopName: css({ fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  shopRegion: css({ fontSize: '13px', color: 'gray.600' }),
  shopGo: css({ flexShrink: 0, fontSize: '13px', color: 'gray.700', fontWeight: 'semibold' }),
  description: css({ fontSize: '15px', lineHeight: '1.7', color: 'gray.800', whiteSpace: 'pre-line', wordBreak: 'keep-all' }),
  descriptionImage: css({ marginTop: '4', borderRadius: '8px' }),
  guides: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    paddingLeft: '4',
    listStyle: 'disc',
    fontSize: '13px',
    lineHeight: '1.6',
    color: 'gray.700',
  }),
  buy: css({ flex: '1' }),
};
