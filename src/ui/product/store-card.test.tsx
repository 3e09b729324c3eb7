// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreCard } from './store-card';

const product = (productNo: number, name: string) => ({
  productNo,
  name,
  imageUrl: `/images/products/${productNo}.svg`,
  listPrice: 16900,
  salePrice: 11900,
  discountRate: 29,
  shopName: '논산 햇살딸기농원',
  origin: '충남 논산',
  isSoldOut: false,
  isLike: false,
});

const store = {
  shopId: 16,
  name: '논산 햇살딸기농원',
  description: '겨울 햇살 가득한 하우스에서 설향 딸기를 키워요.',
  regionName: '충청남도',
  place: '논산',
  imageUrl: '/images/stores/16.svg',
  productCount: 6,
  likeCount: 3602,
  isLike: false,
  products: [product(1102, '논산 장희 딸기 500g'), product(1103, '논산 생 블루베리 500g'), product(1104, '논산 복분자 1kg'), product(1099, '논산 설향 딸기 500g')],
};

describe('StoreCard', () => {
  afterEach(cleanup);

  it('draws the store, its counts and up to three products, each its own link', () => {
    const onOpen = vi.fn();
    const openProduct = vi.fn();
    render(
      <StoreCard
        store={store}
        href="/local/store/chungnam/16"
        onOpen={onOpen}
        productLink={(item) => ({ href: `https://shop.example/p/${item.productNo}`, onOpen: () => openProduct(item.productNo) })}
      />,
    );
    const card = screen.getByRole('article', { name: '논산 햇살딸기농원' });
    expect(card.textContent).toContain('충청남도 · 논산');
    expect(card.textContent).toContain('상품 6개');
    expect(card.textContent).toContain('찜 3,602');
    const products = within(screen.getByRole('list', { name: '논산 햇살딸기농원의 상품' })).getAllByRole('link');
    expect(products).toHaveLength(3);
    expect(products[0]).toHaveProperty('href', 'https://shop.example/p/1102');

    fireEvent.click(products[1]!);
    expect(openProduct).toHaveBeenCalledWith(1103);
    fireEvent.click(screen.getByRole('link', { name: /논산 햇살딸기농원/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '찜하기' })).toBeNull();
  });

  it('has a heart only when asked, and no products without their links', () => {
    const onToggleLike = vi.fn();
    render(<StoreCard store={{ ...store, isLike: true }} href="/local/store/chungnam/16" onToggleLike={onToggleLike} />);
    fireEvent.click(screen.getByRole('button', { name: '찜 해제' }));
    expect(onToggleLike).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
