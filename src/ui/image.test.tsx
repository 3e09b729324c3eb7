// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_PLACEHOLDER, Img } from './image';

describe('Img', () => {
  it('loads lazily by default', () => {
    render(<Img src="/images/apple.jpg" alt="청송 사과" />);
    const image = screen.getByRole('img', { name: '청송 사과' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe('/images/apple.jpg');
  });

  it('shows the placeholder picture when loading fails', () => {
    const onError = vi.fn();
    render(<Img src="/images/missing.jpg" srcSet="/images/missing@2x.jpg 2x" alt="제주 감귤" onError={onError} />);
    const image = screen.getByRole('img', { name: '제주 감귤' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(IMAGE_PLACEHOLDER);
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('data-failed')).toBe('true');
    expect(onError).toHaveBeenCalledTimes(1);
    // a broken placeholder must not loop
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(IMAGE_PLACEHOLDER);
  });

  it('tries again when given a new address', () => {
    const { rerender } = render(<Img src="/images/a.jpg" alt="상품" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Img src="/images/b.jpg" alt="상품" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/images/b.jpg');
  });

  it('uses the placeholder when there is no address', () => {
    render(<Img src="" alt="상품" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(IMAGE_PLACEHOLDER);
  });

  it('reserves its box with the given aspect ratio', () => {
    render(<Img src="/images/a.jpg" alt="상품" aspectRatio="4 / 3" />);
    expect(screen.getByRole('img').style.getPropertyValue('--img-ratio')).toBe('4 / 3');
  });

  it('has a placeholder that says the picture is being prepared', () => {
    expect(decodeURIComponent(IMAGE_PLACEHOLDER)).toContain('이미지 준비중');
  });
});
