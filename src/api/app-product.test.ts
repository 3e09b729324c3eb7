// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAppProductLike, applyAppRecentProduct, likedByApp } from './app-product';
import { readLocalRecent } from './recent';

afterEach(() => localStorage.clear());

describe('products told by the hosting app (SPEC.md §7)', () => {
  it('reads likeMode in every form the apps send', () => {
    expect([true, 'Y', 'like'].map((mode) => likedByApp(mode as never))).toEqual([true, true, true]);
    expect([false, 'N', 'unlike'].map((mode) => likedByApp(mode as never))).toEqual([false, false, false]);
    expect(likedByApp(null)).toBeNull();
    expect(likedByApp(undefined)).toBeNull();
  });

  it('appProductLike changes the heart of that product in every cached list, and only there', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['catalog', 'deals'], { items: [{ dealId: 1, product: { productNo: 1099, isLike: false } }, { dealId: 2, product: { productNo: 7, isLike: false } }] });
    queryClient.setQueryData(['catalog', 'best'], { pages: [{ items: [{ productNo: 1099, isLike: false }] }] });
    applyAppProductLike(queryClient, { productNo: '1099', likeMode: 'like' });
    expect(queryClient.getQueryData(['catalog', 'deals'])).toEqual({
      items: [{ dealId: 1, product: { productNo: 1099, isLike: true } }, { dealId: 2, product: { productNo: 7, isLike: false } }],
    });
    expect(queryClient.getQueryData(['catalog', 'best'])).toEqual({ pages: [{ items: [{ productNo: 1099, isLike: true }] }] });
    applyAppProductLike(queryClient, { productNo: 1099, likeMode: 'N' });
    expect(queryClient.getQueryData(['catalog', 'best'])).toEqual({ pages: [{ items: [{ productNo: 1099, isLike: false }] }] });
    // a message without likeMode says nothing about the heart
    applyAppProductLike(queryClient, { productNo: 7 });
    expect(queryClient.getQueryData(['catalog', 'deals'])).toMatchObject({ items: [{}, { product: { isLike: false } }] });
  });

  it("appRecentProduct puts the product first in a visitor's recently viewed list", () => {
    const queryClient = new QueryClient();
    applyAppRecentProduct(queryClient, { productNo: 5 }, false);
    applyAppRecentProduct(queryClient, { productNo: 9, likeMode: true }, false);
    expect(readLocalRecent()).toEqual([
      { productNo: 9, isLike: true },
      { productNo: 5, isLike: false },
    ]);
    applyAppRecentProduct(queryClient, { productNo: 5 }, true);
    expect(readLocalRecent()).toHaveLength(2);
  });
});
