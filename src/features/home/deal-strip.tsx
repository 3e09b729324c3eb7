import { Link, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useDeals, type Deal } from '../../api/catalog/deals';
import type { LikeTarget } from '../../api/likes';
import { HydrateNear } from '../../ui/hydrate-near';
import { Img } from '../../ui/image';
import { Countdown, deadlineOf } from '../../ui/product/countdown';
import { LikeButton } from '../../ui/product/like-button';
import { PriceTag } from '../../ui/product/price-tag';
import { StockMeter } from '../../ui/product/stock-meter';
import { Skeleton } from '../../ui/skeleton';
import { usePreloadWhenSeen } from './preload-when-seen';
import { SectionHeader } from './section-header';
import { HOME_DEAL_SIZE } from './home-sizes';

/** the cards a 360–430 px screen shows of the strip (two and part of a third): their pictures come at the first use */
const SHOWN_FIRST = 3;

/**
 * '오늘의 타임딜': the deals running now, side by side, each with its live countdown over the
 * picture and the stock left ('n개 남음').
 */
export function DealStrip({ onToggleLike }: { onToggleLike: (product: LikeTarget) => void }) {
  const { data, isPending, isError, dataUpdatedAt, refetch } = useDeals('ONGOING', HOME_DEAL_SIZE);
  const deals = data?.items ?? [];
  if (!isPending && !isError && deals.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-deals">
      <SectionHeader
        id="home-deals"
        title={
          <>
            <span className={styles.flash} aria-hidden="true">
              ⚡
            </span>
            오늘의 타임딜
          </>
        }
        subtitle="한정 수량, 시간이 지나면 원래 가격으로 돌아가요"
      />
      {isError ? (
        <p role="alert" className={styles.error}>
          타임딜을 불러오지 못했어요.{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            다시 시도
          </button>
        </p>
      ) : (
        <ul className={styles.strip} aria-busy={isPending || undefined}>
          {isPending
            ? Array.from({ length: 3 }, (_, index) => (
                <li key={index} className={styles.item} aria-hidden="true">
                  <Skeleton className={css({ width: '100%', aspectRatio: '1', borderRadius: '10px' })} />
                  <Skeleton className={css({ width: '50%', height: '18px', marginTop: '3' })} />
                  <Skeleton className={css({ width: '90%', height: '14px', marginTop: '2' })} />
                  <Skeleton className={css({ width: '100%', height: '6px', marginTop: '3' })} />
                </li>
              ))
            : deals.map((deal, index) => (
                <li key={deal.dealId} className={styles.item}>
                  {/* The strip is under a phone's first screen: every card hydrates when it comes near, when the
                      shopper swipes it near, or when they touch one (the code is the page's own, so a tap
                      hydrates the card at once). A home only looked at runs none of them, countdowns included
                      (issue 24: home's main thread 1,211 → 1,118 ms in Lighthouse, 7 interleaved runs). */}
                  <HydrateNear>
                    <DealCard
                      deal={deal}
                      deadline={deadlineOf(deal.remainingSeconds, dataUpdatedAt)}
                      pictureAtFirstUse={index < SHOWN_FIRST}
                      onToggleLike={() => onToggleLike(deal.product)}
                      onEnd={() => void refetch()}
                    />
                  </HydrateNear>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

interface DealCardProps {
  deal: Deal;
  deadline: number;
  /**
   * fetch the picture at the page's first use, not when the strip comes into view: Chromium fetches a
   * lazy picture inside a strip under the screen only then, so the pictures of the cards the strip
   * shows first would arrive as the shopper looks at them. The server's HTML marks them, and the app's
   * shell makes them eager at the first use (src/ui/waiting-pictures.ts), hydrated or not; without
   * JavaScript the browser's lazy loading fetches them on the way.
   */
  pictureAtFirstUse: boolean;
  onToggleLike: () => void;
  onEnd: () => void;
}

function DealCard({ deal, deadline, pictureAtFirstUse, onToggleLike, onEnd }: DealCardProps) {
  const router = useRouter();
  // the deal's route chunks and its detail (the route's loader) while the card is on screen, so a
  // tap shows the deal at once (issue 14; armed by the first interaction, see preload-when-seen.ts)
  const ref = usePreloadWhenSeen<HTMLElement>(() => {
    router.preloadRoute({ to: '/deal/$id', params: { id: String(deal.dealId) } }).catch(() => undefined);
  });
  return (
    <article ref={ref} className={styles.card}>
      <Link to="/deal/$id" params={{ id: String(deal.dealId) }} className={styles.link}>
        <span className={styles.thumb}>
          <Img
            src={deal.imageUrl}
            alt=""
            aspectRatio={1}
            loading="lazy"
            data-first-use-eager={pictureAtFirstUse || undefined}
            // the first use may make it eager before React hydrates the card
            suppressHydrationWarning={pictureAtFirstUse}
          />
          <span className={styles.timer}>
            <Countdown deadline={deadline} onEnd={onEnd} />
          </span>
          {deal.isSoldOut && <span className={styles.soldOut}>품절</span>}
        </span>
        <span className={styles.title}>{deal.product.name}</span>
        <PriceTag salePrice={deal.dealPrice} listPrice={deal.listPrice} discountRate={deal.discountRate} size="md" className={styles.price} />
        <StockMeter remaining={deal.stockRemaining} total={deal.stockTotal} className={styles.stock} />
      </Link>
      <span className={styles.likeSlot}>
        <LikeButton liked={deal.product.isLike} onToggle={onToggleLike} className={styles.like} />
      </span>
    </article>
  );
}

const styles = {
  section: css({ paddingBlock: '6' }),
  flash: css({ fontSize: '18px' }),
  strip: css({
    display: 'flex',
    gap: '3',
    overflowX: 'auto',
    paddingInline: '4',
    scrollSnapType: 'x mandatory',
    scrollPaddingInline: '4',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  // a card scrolled off the strip is not laid out, painted or its picture fetched until it is near
  // (issue 24: pictures during load). Its stand-in size is a card's own (286 px at 168 px wide: every
  // card has the same parts, its name kept to two lines): the strip is as tall as its cards, where a
  // taller stand-in stretched every card's box and left a blank under them (320 px left 34)
  item: css({ flex: '0 0 168px', scrollSnapAlign: 'start', minWidth: '0', contentVisibility: 'auto', containIntrinsicSize: 'auto 168px auto 286px' }),
  card: css({ position: 'relative' }),
  link: css({
    display: 'flex',
    flexDirection: 'column',
    borderRadius: '10px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  thumb: css({ position: 'relative', display: 'block', borderRadius: '10px', overflow: 'hidden', bg: 'gray.100' }),
  timer: css({
    position: 'absolute',
    left: '2',
    top: '2',
    display: 'inline-flex',
    alignItems: 'center',
    height: '24px',
    paddingInline: '2',
    borderRadius: '6px',
    bg: 'rgba(33, 33, 33, 0.85)',
    color: 'white',
    fontSize: '12px',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
  }),
  soldOut: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'rgba(0, 0, 0, 0.45)',
    color: 'white',
    fontWeight: 'bold',
  }),
  title: css({ marginTop: '2', fontSize: '14px', lineHeight: '1.4', color: 'gray.900', lineClamp: '2', minHeight: '2.8em', wordBreak: 'keep-all' }),
  price: css({ marginTop: '1' }),
  stock: css({ marginTop: '2' }),
  likeSlot: css({
    position: 'absolute',
    top: '0',
    left: '0',
    width: '100%',
    aspectRatio: '1',
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'flex-end',
    pointerEvents: 'none',
  }),
  like: css({ pointerEvents: 'auto' }),
  error: css({ paddingInline: '4', fontSize: '14px', color: 'gray.700' }),
  retry: css({ color: 'primaryStrong', fontWeight: 'semibold', textDecoration: 'underline', minHeight: '44px' }),
};
