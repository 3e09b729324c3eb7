import type { MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { Img } from '../image';
import { Skeleton } from '../skeleton';
import { LikeButton } from './like-button';
import { PriceTag } from './price-tag';
import type { ProductSummary } from './product-types';
import { groupDigits } from '../number';
import type { Wire } from '../../../contract/schemas/page';
import type { StoreCardSchema } from '../../../contract/schemas/catalog/store-card';

/**
 * What a store card needs to draw a store: the fields of the contract's store card it reads
 * (contract/schemas/catalog/store-card.ts: regionName '충남', place '논산시 연무읍', likeCount the
 * store's followers), and a few of its products (up to 3 are drawn). src/ui stays free of src/api.
 */
export type StoreSummary<P extends ProductSummary = ProductSummary> = Pick<
  Wire<typeof StoreCardSchema>,
  'shopId' | 'name' | 'description' | 'regionName' | 'place' | 'imageUrl' | 'productCount' | 'likeCount' | 'isLike'
> & { readonly products?: readonly P[] | undefined };

/** Where a tap goes: a real href (long-press, copy link) and what a plain tap runs instead. */
export interface CardLink {
  href: string;
  onOpen?: (() => void) | undefined;
}

export interface StoreCardProps<P extends ProductSummary = ProductSummary> extends CardLink {
  store: StoreSummary<P>;
  /** the link of each product thumbnail; without it the card shows no products */
  productLink?: ((product: P) => CardLink) | undefined;
  /** draws the store heart (상점 찜); without it the card has no heart */
  onToggleLike?: (() => void) | undefined;
  /** the picture of the first screen loads at once instead of lazily */
  eager?: boolean;
  className?: string;
}

/** Follows `onOpen` instead of the href on a plain left click (router navigation, external page). */
function openHandler(onOpen: (() => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
}

export const MAX_STORE_PRODUCTS = 3;

/**
 * A store in a list (store search, a region's stores, liked stores): round picture, name, region
 * and place, one line of description, product and follower counts, the heart, and up to three
 * products under it. The store part is one link; the heart and each product are separate controls
 * beside it (never nested in the link). Its height depends only on whether products are drawn, so
 * StoreCardSkeleton with the same `withProducts` reserves its space.
 */
export function StoreCard<P extends ProductSummary>({ store, href, onOpen, productLink, onToggleLike, eager = false, className }: StoreCardProps<P>) {
  const products = productLink ? (store.products ?? []).slice(0, MAX_STORE_PRODUCTS) : [];
  const titleId = `store-card-${store.shopId}`;
  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId} data-shop-id={store.shopId}>
      <div className={styles.head}>
        <a href={href} className={styles.link} onClick={openHandler(onOpen)}>
          <span className={styles.thumb}>
            <Img src={store.imageUrl} alt="" aspectRatio={1} loading={eager ? 'eager' : 'lazy'} />
          </span>
          <span className={styles.body}>
            <span id={titleId} className={styles.name}>
              {store.name}
            </span>
            <span className={styles.place}>
              {store.regionName}
              {store.place && ` · ${store.place}`}
            </span>
            {store.description && <span className={styles.description}>{store.description}</span>}
            <span className={styles.counts}>
              <span>상품 {groupDigits(store.productCount)}개</span>
              <span aria-hidden="true" className={styles.dot}>
                ·
              </span>
              <span>찜 {groupDigits(store.likeCount)}</span>
            </span>
          </span>
        </a>
        {onToggleLike && <LikeButton liked={store.isLike} onToggle={onToggleLike} variant="plain" className={styles.like} />}
      </div>
      {products.length > 0 && (
        <ul className={styles.products} aria-label={`${store.name}의 상품`}>
          {products.map((product) => {
            const link = productLink?.(product);
            return (
              <li key={product.productNo} className={styles.product}>
                <a href={link?.href} className={styles.productLink} onClick={openHandler(link?.onOpen)}>
                  <span className={styles.productThumb}>
                    <Img src={product.imageUrl} alt="" aspectRatio={1} />
                    {product.isSoldOut && <span className={styles.soldOut}>품절</span>}
                  </span>
                  <span className={styles.productName}>{product.name}</span>
                  <PriceTag salePrice={product.salePrice} listPrice={product.listPrice} discountRate={product.discountRate} layout="inline" className={styles.productPrice} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

/** The grey stand-in of a StoreCard while its list loads. */
export function StoreCardSkeleton({ withProducts = false }: { withProducts?: boolean }) {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.head}>
        <div className={styles.link}>
          <Skeleton className={styles.thumbSkeleton} />
          <span className={styles.body}>
            <Skeleton className={css({ width: '45%', height: '16px', marginTop: '0.5' })} />
            <Skeleton className={css({ width: '35%', height: '12px', marginTop: '2' })} />
            <Skeleton className={css({ width: '85%', height: '13px', marginTop: '2' })} />
            <Skeleton className={css({ width: '40%', height: '12px', marginTop: '2' })} />
          </span>
        </div>
      </div>
      {withProducts && (
        <div className={styles.products}>
          {Array.from({ length: MAX_STORE_PRODUCTS }, (_, index) => (
            <div key={index} className={styles.product}>
              <Skeleton className={styles.productThumbSkeleton} />
              <Skeleton className={css({ width: '90%', height: '12px', marginTop: '1.5' })} />
              <Skeleton className={css({ width: '60%', height: '14px', marginTop: '1.5' })} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

const styles = {
  card: css({ display: 'flex', flexDirection: 'column', gap: '3', paddingBlock: '4', minWidth: '0' }),
  head: css({ display: 'flex', alignItems: 'flex-start', gap: '1' }),
  link: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    flex: '1',
    minWidth: '0',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: '8px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  thumb: css({
    display: 'block',
    flexShrink: 0,
    width: '64px',
    height: '64px',
    borderRadius: 'full',
    overflow: 'hidden',
    bg: 'gray.100',
    border: '1px solid token(colors.gray.200)',
  }),
  thumbSkeleton: css({ flexShrink: 0, width: '64px', height: '64px', borderRadius: 'full' }),
  body: css({ display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' }),
  name: css({
    fontSize: '15px',
    fontWeight: 'bold',
    lineHeight: '1.4',
    color: 'gray.900',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  place: css({ marginTop: '0.5', fontSize: '12px', lineHeight: '1.4', color: 'gray.600' }),
  description: css({
    marginTop: '1',
    fontSize: '13px',
    lineHeight: '1.4',
    color: 'gray.700',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  counts: css({ display: 'flex', gap: '1', marginTop: '1', fontSize: '12px', lineHeight: '1.4', color: 'gray.600' }),
  dot: css({ color: 'gray.400' }),
  like: css({ marginTop: '-2', marginRight: '-2' }),
  products: css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', listStyle: 'none', margin: '0', padding: '0' }),
  product: css({ minWidth: '0' }),
  productLink: css({
    display: 'flex',
    flexDirection: 'column',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: '6px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  productThumb: css({ position: 'relative', display: 'block', overflow: 'hidden', borderRadius: '6px', bg: 'gray.100' }),
  productThumbSkeleton: css({ width: '100%', aspectRatio: '1', borderRadius: '6px' }),
  soldOut: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'rgba(0, 0, 0, 0.45)',
    color: 'white',
    fontSize: '13px',
    fontWeight: 'bold',
  }),
  productName: css({
    marginTop: '1.5',
    fontSize: '12px',
    lineHeight: '1.4',
    color: 'gray.800',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  productPrice: css({ marginTop: '0.5', fontSize: '12px' }),
};
