// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealGallery } from './deal-gallery';

beforeEach(() => {
  // jsdom has no IntersectionObserver: nothing comes into view but the first slide
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('DealGallery', () => {
  it('several pictures: a carousel of slides, the first named by the product, 1 / 3, and a strip that takes focus', () => {
    render(<DealGallery images={['/images/products/1.svg', '/images/products/2.svg', '/images/products/3.svg']} name="논산 설향 딸기 500g" />);
    const region = screen.getByRole('region', { name: '논산 설향 딸기 500g 사진' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    // only the slide on screen is read out
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['3장 중 1번째 사진', '3장 중 2번째 사진', '3장 중 3번째 사진']);
    expect(screen.getByRole('img', { name: '논산 설향 딸기 500g' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    // axe's scrollable-region-focusable: pictures cannot take focus, so the strip does
    expect(slides[0]?.parentElement?.tabIndex).toBe(0);
  });

  it('one picture: just the picture', () => {
    render(<DealGallery images={['/images/products/1.svg']} name="사과" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('img', { name: '사과' })).toBeTruthy();
  });
});
