// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteSentinel } from './infinite-sentinel';
import { PriceTag } from './price-tag';
import { ProductCard } from './product-card';

const product = {
  productNo: 1099,
  name: '논산 설향 딸기 500g',
  imageUrl: '/images/products/1099.svg',
  listPrice: 13900,
  salePrice: 8690,
  discountRate: 37,
  shopName: '논산 햇살딸기농원',
  origin: '충남 논산',
  isSoldOut: false,
  isLike: false,
  badges: ['무료배송', '특가'],
  rating: 4.5,
  reviewCount: 2176,
};

describe('PriceTag', () => {
  it('prints the rate, the sale price and the struck list price in Korean', () => {
    const { container } = render(<PriceTag salePrice={8690} listPrice={13900} discountRate={37} />);
    expect(container.textContent).toContain('할인율 37%');
    expect(container.textContent).toContain('판매가 8,690원');
    expect(container.querySelector('del')?.textContent).toBe('정가 13,900원');
  });

  it('has no rate nor struck price without a discount', () => {
    const { container } = render(<PriceTag salePrice={14900} listPrice={14900} discountRate={0} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).not.toContain('%');
    expect(container.textContent).toContain('14,900원');
  });
});

describe('ProductCard', () => {
  it('is one link with the heart beside it, never inside', () => {
    const onOpen = vi.fn();
    const onToggleLike = vi.fn();
    render(<ProductCard product={product} href="/dev/shop/product/detail.html?product_no=1099" onOpen={onOpen} onToggleLike={onToggleLike} rank={3} />);
    const link = screen.getByRole('link', { name: /논산 설향 딸기 500g/ });
    expect(link.textContent).toContain('순위 3');
    expect(link.textContent).toContain('논산 햇살딸기농원');
    expect(link.querySelector('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '찜하기' }));
    expect(onToggleLike).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('veils a sold-out product and draws no heart without a handler', () => {
    render(<ProductCard product={{ ...product, isSoldOut: true }} href="/x" />);
    expect(screen.getByText('품절')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('InfiniteSentinel', () => {
  let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  class FakeObserver {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    observed = undefined;
  });

  it('loads the next page when it comes near the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onLoadMore = vi.fn();
    render(<InfiniteSentinel hasNextPage isFetchingNextPage={false} onLoadMore={onLoadMore} />);
    observed?.([{ isIntersecting: false }]);
    expect(onLoadMore).not.toHaveBeenCalled();
    observed?.([{ isIntersecting: true }]);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('waits while a page loads and offers a retry after a failure', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onLoadMore = vi.fn();
    const { rerender } = render(<InfiniteSentinel hasNextPage isFetchingNextPage onLoadMore={onLoadMore} loading={<p>불러오는 중</p>} />);
    expect(observed).toBeUndefined();
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    rerender(<InfiniteSentinel hasNextPage isFetchingNextPage={false} isError onLoadMore={onLoadMore} />);
    expect(screen.getByRole('alert').textContent).toContain('상품을 더 불러오지 못했어요.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the end once there is nothing more', () => {
    render(<InfiniteSentinel hasNextPage={false} isFetchingNextPage={false} onLoadMore={() => undefined} end={<p>모두 봤어요</p>} />);
    expect(screen.getByText('모두 봤어요')).toBeTruthy();
  });
});
