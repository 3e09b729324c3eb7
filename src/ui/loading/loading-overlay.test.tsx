// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import overlaySource from './loading-overlay.tsx?raw';
import { LoadingOverlay } from './loading-overlay';
import dots from './loading-dots.json';
import { hideLoading, resetLoading, showLoading, withLoading } from './loading-store';

// the player needs a real browser; the overlay's own behaviour does not
vi.mock('./loading-animation', () => ({ default: () => <div data-testid="animation" /> }));

afterEach(() => resetLoading());

describe('LoadingOverlay', () => {
  it('shows while any work is pending, with a Korean name', async () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      showLoading();
      showLoading();
    });
    const overlay = screen.getByRole('progressbar', { name: '불러오는 중' });
    expect(overlay.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByTestId('animation')).toBeTruthy();
    act(() => hideLoading());
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => hideLoading());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never counts below zero', () => {
    render(<LoadingOverlay />);
    act(() => {
      hideLoading();
      showLoading();
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('withLoading covers the work, also when it fails', async () => {
    render(<LoadingOverlay />);
    let finish!: () => void;
    let done!: Promise<void>;
    act(() => {
      done = withLoading(new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => {
      finish();
      await done;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => expect(withLoading(() => Promise.reject(new Error('x')))).rejects.toThrow('x'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('imports the animation player only dynamically', () => {
    expect(overlaySource).not.toMatch(/from\s+['"]lottie-react['"]/);
    expect(overlaySource).toMatch(/import\(['"]\.\/loading-animation['"]\)/);
  });
});

describe('loading animation data', () => {
  it('is three orange dots on a one-second loop', () => {
    expect(dots.fr).toBe(60);
    expect(dots.op - dots.ip).toBe(60);
    expect(dots.layers).toHaveLength(3);
    for (const layer of dots.layers) {
      const fill = layer.shapes[0]!.it.find((item) => item.ty === 'fl');
      expect(fill?.c?.k.map((channel) => Math.round(channel * 255))).toEqual([255, 100, 0, 255]);
    }
  });
});
