// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollTop } from './scroll-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('ScrollTop', () => {
  it('appears once the page is scrolled past 200px', () => {
    render(<ScrollTop hasBottomBar />);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    scrollTo(200);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    scrollTo(201);
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeTruthy();
    scrollTo(50);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
  });

  it('scrolls smoothly to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollTop hasBottomBar={false} />);
    scrollTo(800);
    await userEvent.click(screen.getByRole('button', { name: '맨 위로' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('sits higher when there is a bottom bar', () => {
    const { rerender } = render(<ScrollTop hasBottomBar={false} />);
    scrollTo(800);
    const low = screen.getByRole('button').className;
    rerender(<ScrollTop hasBottomBar />);
    expect(screen.getByRole('button').className).not.toBe(low);
  });

  it('reads the scroll position in a frame, never while rendering (a forced layout on the first screen)', async () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 640;
      },
    });
    render(<ScrollTop hasBottomBar />);
    expect(reads).toBe(0);
    // mounted on a page already scrolled down: the button comes with the next frame
    expect(await screen.findByRole('button', { name: '맨 위로' })).toBeTruthy();
    expect(reads).toBe(1);
  });
});
