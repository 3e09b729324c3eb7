// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PICTURE_STRIP_MAX, PICTURE_STRIP_PATH } from '../../contract/picture-strip';
import { IMAGE_PLACEHOLDER } from './image';
import { StripPicture, pictureStrip } from './picture-strip';

const sources = ['/images/categories/01.webp', '/images/categories/02.webp', '/images/categories/03.webp'];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pictureStrip', () => {
  it('lists the addresses in order, leaving out pictures without one', () => {
    const strip = pictureStrip([sources[0], null, sources[1], '', undefined, sources[2]]);
    const address = new URL(strip?.address ?? '', 'https://market.example');
    expect(address.pathname).toBe(PICTURE_STRIP_PATH);
    expect(address.searchParams.getAll('src')).toEqual(sources);
    expect(strip?.sources).toEqual(sources);
  });

  it('joins nothing when there are fewer than two pictures or more than the strip holds', () => {
    expect(pictureStrip([sources[0], null])).toBeNull();
    const many = Array.from({ length: PICTURE_STRIP_MAX + 1 }, (_, index) => `/images/categories/${index}.webp`);
    expect(pictureStrip(many)).toBeNull();
    expect(pictureStrip(many.slice(0, PICTURE_STRIP_MAX))).not.toBeNull();
  });
});

describe('StripPicture', () => {
  it("shows its cell of the strip: the strip as wide as all the cells, moved left by the cells before it", () => {
    const strip = pictureStrip(sources);
    const { container } = render(<StripPicture strip={strip} src={sources[2]} alt="" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(strip?.address);
    expect(image?.style.width).toBe('300%');
    expect(image?.style.marginInlineStart).toBe('-200%');
  });

  it('shows its own address when the strip fails, and the placeholder when that fails too (SPEC.md §8)', () => {
    const strip = pictureStrip(sources);
    const { container } = render(<StripPicture strip={strip} src={sources[1]} alt="" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(sources[1]);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(IMAGE_PLACEHOLDER);
  });

  it('shows its own picture, or the placeholder, when it is not in a strip', () => {
    const alone = pictureStrip([sources[0]]);
    expect(render(<StripPicture strip={alone} src={sources[0]} alt="" />).container.querySelector('img')?.getAttribute('src')).toBe(sources[0]);
    const strip = pictureStrip(sources);
    expect(render(<StripPicture strip={strip} src={null} alt="" />).container.querySelector('img')?.getAttribute('src')).toBe(IMAGE_PLACEHOLDER);
  });

  it('falls back on hydration when the strip already failed before the page had JavaScript to hear it', async () => {
    const strip = pictureStrip(sources);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<StripPicture strip={strip} src={sources[0]} alt="" />);
    const drawn = container.querySelector('img') as HTMLImageElement;
    // what a browser says of a picture that failed
    Object.defineProperty(drawn, 'complete', { value: true });
    Object.defineProperty(drawn, 'naturalWidth', { value: 0 });
    await act(async () => {
      hydrateRoot(container, <StripPicture strip={strip} src={sources[0]} alt="" />);
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(sources[0]);
  });
});
