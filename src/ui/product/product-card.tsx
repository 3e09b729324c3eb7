import type { MouseEvent, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { WaitingImg } from '../waiting-picture';
import { Skeleton } from '../skeleton';
import { LikeButton } from './like-button';
import { PriceTag } from './price-tag';
import type { ProductSummary } from './product-types';
import { groupDigits } from '../number';

export interface ProductCardProps {
  product: ProductSummary;
  /** grid: picture on top (two columns); row: picture on the left (lists, rankings) */
  variant?: 'grid' | 'row';
  /** where a tap goes: the product page on the shop site (see shopProductLink) or an app path */
  href: string;
  /** runs instead of following `href` on a plain tap (external-page hand-off, router navigation) */
  onOpen?: () => void;
  /** draws the heart over the picture; without it the card has no heart */
  onToggleLike?: () => void;
  /** rankings: 1, 2, 3 … on the picture's corner */
  rank?: number;
  /** pictures of the first screen load at once instead of lazily */
  eager?: boolean;
  /** an extra line under the price (a countdown, a stock meter) */
  footer?: ReactNode;
  className?: string;
}

/** Badge labels the server sends, in their colours; unknown labels are grey. */
const badgeTone: Record<string, 'primary' | 'red' | 'info' | 'gray'> = {
  특가: 'red',
  품절임박: 'primary',
  신상품: 'info',
  무료배송: 'gray',
};

/**
 * A product in any list: picture (sold-out veil, rank, heart), shop and origin, name, price with
 * discount, rating and badges. The whole card is one link; the heart is a separate button beside
 * it (never nested inside the link). Its height does not depend on the data, so skeletons of
 * the same variant reserve exactly its space.
 */
export function ProductCard({ product, variant = 'grid', href, onOpen, onToggleLike, rank, eager = false, footer, className }: ProductCardProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  const badges = product.badges ?? [];
  return (
    <article className={cx(styles.card, className)} data-product-no={product.productNo}>
      <a href={href} className={cx(styles.link, styles.linkLayout[variant])} onClick={handleClick}>
        <span className={cx(styles.thumb, styles.thumbWidth[variant])}>
          <WaitingImg src={product.imageUrl} alt="" aspectRatio={1} loading={eager ? 'eager' : 'lazy'} className={styles.image} />
          {product.isSoldOut && <span className={styles.soldOut}>품절</span>}
          {rank !== undefined && (
            <span className={cx(styles.rank, rank <= 3 ? styles.rankTop : styles.rankRest)}>
              <span className={css({ srOnly: true })}>순위 </span>
              {rank}
            </span>
          )}
        </span>
        <span className={styles.body}>
          <span className={styles.shop}>
            {product.shopName}
            {product.origin && <span className={styles.origin}> · {product.origin}</span>}
          </span>
          <span className={cx(styles.name, variant === 'grid' && styles.twoLines)}>{product.name}</span>
          <PriceTag
            salePrice={product.salePrice}
            listPrice={product.listPrice}
            discountRate={product.discountRate}
            layout={variant === 'row' ? 'inline' : 'stacked'}
            className={styles.price[variant]}
          />
          {product.rating !== undefined && product.reviewCount !== undefined && product.reviewCount > 0 && (
            <span className={styles.rating}>
              <span aria-hidden="true" className={styles.star}>
                ★
              </span>
              <span className={css({ srOnly: true })}>평점 </span>
              {product.rating.toFixed(1)}
              <span className={styles.reviews}>
                <span className={css({ srOnly: true })}>후기 </span>({groupDigits(product.reviewCount)})
              </span>
            </span>
          )}
          {badges.length > 0 && (
            <span className={styles.badges}>
              {badges.slice(0, 3).map((label) => (
                <span key={label} className={cx(styles.badge, styles.tone[badgeTone[label] ?? 'gray'])}>
                  {label}
                </span>
              ))}
            </span>
          )}
          {footer}
        </span>
      </a>
      {onToggleLike && (
        <span className={cx(styles.likeSlot, styles.likePlace[variant])}>
          <LikeButton liked={product.isLike} onToggle={onToggleLike} className={styles.like} />
        </span>
      )}
    </article>
  );
}

/** The grey stand-in of a ProductCard of the same variant while its list loads. */
export function ProductCardSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'row' }) {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={cx(styles.link, styles.linkLayout[variant])}>
        <Skeleton className={cx(styles.thumbSkeleton, styles.thumbWidth[variant])} />
        <span className={styles.body}>
          <Skeleton className={css({ width: '60%', height: '12px', marginTop: '1' })} />
          <Skeleton className={css({ width: '95%', height: '14px', marginTop: '2' })} />
          <Skeleton className={css({ width: '70%', height: '14px', marginTop: '1.5' })} />
          <Skeleton className={css({ width: '50%', height: '18px', marginTop: '3' })} />
        </span>
      </div>
    </div>
  );
}

/**
 * Literal `css()` calls (class strings at build time, scripts/static-css.ts), not `cva` recipes, whose
 * configuration objects shipped and ran on the first screen: a part's own classes, and beside them
 * what its variant adds (no property set by both, so the order of the atomic classes never matters).
 */
const styles = {
  card: css({ position: 'relative', minWidth: '0' }),
  link: css({
    display: 'flex',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: '8px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  linkLayout: {
    grid: css({ flexDirection: 'column', gap: '2.5' }),
    row: css({ flexDirection: 'row', alignItems: 'flex-start', gap: '3', paddingBlock: '3' }),
  },
  thumb: css({ position: 'relative', display: 'block', flexShrink: 0, overflow: 'hidden', borderRadius: '8px', bg: 'gray.100' }),
  thumbSkeleton: css({ flexShrink: 0, aspectRatio: '1', borderRadius: '8px' }),
  /** the picture's (and its skeleton's) width */
  thumbWidth: { grid: css({ width: '100%' }), row: css({ width: '104px' }) },
  image: css({ transition: 'transform 0.2s' }),
  soldOut: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'rgba(0, 0, 0, 0.45)',
    color: 'white',
    fontSize: '15px',
    fontWeight: 'bold',
    letterSpacing: '0.1em',
  }),
  rank: css({
    position: 'absolute',
    top: '0',
    left: '0',
    minWidth: '26px',
    height: '26px',
    paddingInline: '1.5',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderBottomRightRadius: '8px',
    color: 'white',
    fontSize: '14px',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
  }),
  rankTop: css({ bg: 'primaryStrong' }),
  rankRest: css({ bg: 'gray.800' }),
  body: css({ display: 'flex', flexDirection: 'column', minWidth: '0', flex: '1' }),
  shop: css({
    fontSize: '12px',
    color: 'gray.600',
    lineHeight: '1.4',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  origin: css({ color: 'gray.600' }),
  name: css({ marginTop: '0.5', fontSize: '14px', lineHeight: '1.4', color: 'gray.900', lineClamp: '2', wordBreak: 'keep-all', overflowWrap: 'anywhere' }),
  // a grid card reserves two lines, so prices line up across a row of cards
  twoLines: css({ minHeight: '2.8em' }),
  price: { grid: css({ marginTop: '1.5' }), row: css({ marginTop: '1' }) },
  rating: css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', marginTop: '1', fontSize: '12px', color: 'gray.700' }),
  star: css({ color: '#FFB300' }),
  reviews: css({ color: 'gray.600' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '1', marginTop: '1.5' }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    height: '20px',
    paddingInline: '1.5',
    borderRadius: '4px',
    fontSize: '11px',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  }),
  tone: {
    primary: css({ bg: 'orange.50', color: 'primaryStrong' }),
    red: css({ bg: 'red.50', color: 'red.800' }),
    info: css({ bg: 'blue.50', color: 'blue.800' }),
    gray: css({ bg: 'gray.100', color: 'gray.700' }),
  },
  likeSlot: css({ position: 'absolute', pointerEvents: 'none', display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end', left: '0', aspectRatio: '1' }),
  /** over the picture's box */
  likePlace: { grid: css({ top: '0', width: '100%' }), row: css({ top: '3', width: '104px' }) },
  like: css({ pointerEvents: 'auto' }),
};


