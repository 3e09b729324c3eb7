// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toastOffset } from './toast-layout';
import { toastIconKind } from './toast-icon';
import { ToastStack } from './toast-stack';
import { clearToasts, dismissToast, showToast, toasts } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const offsetOf = (element: HTMLElement) => element.style.getPropertyValue('--toast-offset');

describe('toastOffset', () => {
  it('starts 34px up without a bottom bar and 94px up with one', () => {
    expect(toastOffset(0, false)).toBe(34);
    expect(toastOffset(0, true)).toBe(94);
  });

  it('adds 48px per toast below', () => {
    expect(toastOffset(1, false)).toBe(82);
    expect(toastOffset(2, true)).toBe(190);
  });
});

describe('toast store', () => {
  it('gives each toast an id and removes it after exactly 2000 ms', () => {
    const first = showToast({ phrase: 'URL이 복사되었어요.' });
    const second = showToast({ phrase: '찜했어요.' });
    expect(first).not.toBe(second);
    expect(TOAST_DURATION_MS).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(toasts.get().map((toast) => toast.id)).toEqual([first, second]);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toEqual([]);
  });

  it('each toast keeps its own timer', () => {
    const first = showToast({ phrase: '하나' });
    vi.advanceTimersByTime(1500);
    const second = showToast({ phrase: '둘' });
    vi.advanceTimersByTime(500);
    expect(toasts.get().map((toast) => toast.id)).toEqual([second]);
    vi.advanceTimersByTime(1500);
    expect(toasts.get()).toEqual([]);
    expect(first).toBeTruthy();
  });

  it('can be dismissed early', () => {
    const id = showToast({ phrase: '하나' });
    dismissToast(id!);
    expect(toasts.get()).toEqual([]);
  });

  it('ignores an item with nothing to say', () => {
    expect(showToast({ icon: '/images/star.png' })).toBeNull();
    expect(showToast({ phrase: '  ' })).toBeNull();
    expect(toasts.get()).toEqual([]);
  });
});

describe('ToastStack', () => {
  it('renders inside a polite live region', () => {
    render(<ToastStack hasBottomBar={false} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      showToast({ phrase: 'URL이 복사되었어요.' });
    });
    expect(region.textContent).toContain('URL이 복사되었어요.');
  });

  it('stacks newer toasts above older ones and moves them down when the oldest leaves', () => {
    render(<ToastStack hasBottomBar />);
    act(() => {
      showToast({ phrase: '첫 번째' });
    });
    act(() => {
      vi.advanceTimersByTime(500);
      showToast({ phrase: '두 번째' });
    });
    const first = screen.getByText('첫 번째').parentElement!;
    const second = screen.getByText('두 번째').parentElement!;
    expect(offsetOf(first)).toBe('94px');
    expect(offsetOf(second)).toBe('142px');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('첫 번째')).toBeNull();
    expect(offsetOf(screen.getByText('두 번째').parentElement!)).toBe('94px');

    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('두 번째')).toBeNull();
  });

  it('uses the 34px base without a bottom bar', () => {
    render(<ToastStack hasBottomBar={false} />);
    act(() => {
      showToast({ phrase: '하나' });
    });
    expect(offsetOf(screen.getByText('하나').parentElement!)).toBe('34px');
  });

  it('renders the point form with its icon and highlighted point', () => {
    render(<ToastStack hasBottomBar />);
    act(() => {
      showToast({ icon: '/images/star.png', startPhrase: '출석 체크 완료!', pointPhrase: '별 10개', endPhrase: '적립' });
    });
    const region = screen.getByRole('status');
    expect(region.querySelector('strong')?.textContent?.trim()).toBe('별 10개');
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/images/star.png');
    expect(region.textContent).toContain('출석 체크 완료!');
  });
});

describe('toast icons', () => {
  it("draws the server's icon names and same-origin pictures, and drops anything else", () => {
    expect(toastIconKind('star')).toEqual({ glyph: 'star' });
    expect(toastIconKind('coin')).toEqual({ glyph: 'coin' });
    expect(toastIconKind('/images/star.png')).toEqual({ src: '/images/star.png' });
    expect(toastIconKind('//evil.example/x.png')).toBeNull();
    expect(toastIconKind('https://evil.example/x.png')).toBeNull();
    expect(toastIconKind('sparkles')).toBeNull();
    expect(toastIconKind(undefined)).toBeNull();
  });

  it('draws the star of a point toast, not a broken image', () => {
    render(<ToastStack hasBottomBar />);
    act(() => {
      showToast({ icon: 'star', startPhrase: '출석 도장으로', pointPhrase: '별 10개', endPhrase: '를 받았어요' });
    });
    const region = screen.getByRole('status');
    expect(region.querySelector('img')).toBeNull();
    expect(region.querySelector('svg[data-icon="star"]')).not.toBeNull();
    expect(region.querySelector('strong')?.textContent?.trim()).toBe('별 10개');
  });
});
