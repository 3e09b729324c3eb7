import type { CSSProperties, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { HydrateNear } from '../hydrate-near';
import { PicturesWait } from '../waiting-picture';
import { ProductCardSkeleton } from './product-card';

/**
 * The cards of a server-drawn list past the first two rows hydrate when they come near the screen
 * (src/ui/hydrate-near.tsx): a first screen of 20 cards hydrated 20 cards' hearts, prices and
 * links before the shopper could see more than four. Their pictures wait too, until they hydrate or
 * until the shopper first uses the page (src/ui/waiting-picture.tsx): search results fetched eight
 * pictures while they loaded, for the four a phone shows.
 */
const HYDRATED_AT_ONCE = 4;

export interface ProductGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** grid: two columns of picture-on-top cards; row: one column of rows with dividers */
  variant?: 'grid' | 'row';
  /** the list's accessible name, e.g. '기획전 상품' */
  label?: string;
  /**
   * A card's usual height at 390 px when this list's cards differ from the variant's (a best-seller
   * row with its rank change is taller): the size of a card not drawn yet or off screen.
   */
  cardHeight?: number;
  /**
   * how many cards hydrate with the page (default: the first two rows of the grid); the rest, and
   * their pictures, wait until they come near or the page is used. 0 for a list that is under the
   * first screen on every phone (home's blocks).
   */
  hydrateAtOnce?: number;
  className?: string;
}

/**
 * A list of product cards laid out for phones: two columns (grid) or rows. Render ProductCard
 * with the same `variant` in `renderItem`.
 */
export function ProductGrid<T>({ items, getKey, renderItem, variant = 'grid', label, cardHeight, hydrateAtOnce = HYDRATED_AT_ONCE, className }: ProductGridProps<T>) {
  return (
    <ul
      className={cx(list, listLayout[variant], className)}
      aria-label={label}
      style={cardHeight === undefined ? undefined : ({ '--card-height': `${cardHeight}px` } as CSSProperties)}
    >
      {items.map((item, index) => (
        <li key={getKey(item)} className={cx(cardItem, variant === 'row' && rowDivider)}>
          {index < hydrateAtOnce ? (
            renderItem(item, index)
          ) : (
            <HydrateNear>
              <PicturesWait value>{renderItem(item, index)}</PicturesWait>
            </HydrateNear>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface ProductGridSkeletonProps {
  /** how many cards to reserve (default: two rows of the grid, four rows of the list) */
  count?: number;
  variant?: 'grid' | 'row';
  className?: string;
}

/**
 * The loading stand-in of a ProductGrid: cards of the same size, so nothing moves when the
 * products arrive. Announced as busy.
 */
export function ProductGridSkeleton({ count, variant = 'grid', className }: ProductGridSkeletonProps) {
  const n = count ?? 4;
  return (
    <div role="status" aria-busy="true" className={cx(list, listLayout[variant], className)}>
      <span className={css({ srOnly: true })}>상품을 불러오는 중이에요</span>
      {Array.from({ length: n }, (_, index) => (
        <div key={index} className={cx(cardItem, variant === 'row' && rowDivider)}>
          <ProductCardSkeleton variant={variant} />
        </div>
      ))}
    </div>
  );
}

/**
 * `--card-height`: a card's usual height at 390 px (measured: grid cards 306–332 px, home's top five
 * rows 129–135, best-seller rows with their rank change 129–155). It sizes the cards off screen, so the page is as long as it will be: a position restored on a list (going
 * back or forward, the return from a shop) lands on the cards the shopper left, not a row off.
 */
const list = css({ display: 'grid', minWidth: '0' });
const listLayout = {
  grid: css({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '3', rowGap: '6', '--card-height': '330px' }),
  row: css({ gridTemplateColumns: 'minmax(0, 1fr)', '--card-height': '130px' }),
};
/**
 * Cards off screen are not styled, laid out or painted until they come near it
 * (`content-visibility: auto`; the browser remembers a card's size once drawn, until the list
 * mounts again): on a phone, a first screen of 20 cards spent most of its longest task on the layout
 * of cards under the fold (issue 14, docs/decisions.md "Issue 14, 2026-11-26 (night)"). Their size is
 * the list's `--card-height`, so the scroll bar barely moves when they are drawn.
 */
const cardItem = css({ minWidth: '0', contentVisibility: 'auto', containIntrinsicSize: 'auto var(--card-height)' });
/** rows are divided by a line */
const rowDivider = css({ borderBottom: '1px solid token(colors.gray.100)', _last: { borderBottom: 'none' } });