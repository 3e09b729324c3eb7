// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, deadlineOf, formatRemaining } from './countdown';

describe('formatRemaining', () => {
  it('prints HH:MM:SS, with whole days first', () => {
    expect(formatRemaining(0)).toBe('00:00:00');
    expect(formatRemaining(5_399_000)).toBe('01:29:59');
    expect(formatRemaining(86_400_000 * 2 + 3 * 3_600_000)).toBe('2일 03:00:00');
    expect(formatRemaining(-5)).toBe('00:00:00');
  });

  it('rounds partial seconds up, so the last second shows until the end', () => {
    expect(formatRemaining(1)).toBe('00:00:01');
    expect(formatRemaining(59_001)).toBe('00:01:00');
  });
});

describe('deadlineOf', () => {
  it('counts from when the server measured, not from now', () => {
    expect(deadlineOf(90, 1_000_000)).toBe(1_090_000);
    expect(deadlineOf(-3, 1_000_000)).toBe(1_000_000);
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  const timer = () => screen.getByRole('timer');

  it('ticks every second', () => {
    render(<Countdown deadline={Date.now() + 3 * 3_600_000 + 5_000} />);
    expect(timer().textContent).toBe('03:00:05 남음');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(timer().textContent).toBe('03:00:04 남음');
    act(() => void vi.advanceTimersByTime(4_000));
    expect(timer().textContent).toBe('03:00:00 남음');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(timer().textContent).toBe('02:59:59 남음');
  });

  it('stops at zero with 마감 and tells its owner once', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={Date.now() + 2_500} onEnd={onEnd} />);
    expect(timer().textContent).toBe('00:00:03 남음');
    act(() => void vi.advanceTimersByTime(500));
    expect(timer().textContent).toBe('00:00:02 남음');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(timer().textContent).toBe('마감');
    expect(timer().getAttribute('data-ended')).toBe('true');
    expect(onEnd).toHaveBeenCalledTimes(1);
    // nothing keeps running once it has ended
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(timer().textContent).toBe('마감');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows 마감 at once for a deadline in the past', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={Date.now() - 1_000} onEnd={onEnd} endedText="종료" />);
    expect(timer().textContent).toBe('종료');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('starts over with a new deadline', () => {
    const { rerender } = render(<Countdown deadline={Date.now() + 1_000} />);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(timer().textContent).toBe('마감');
    rerender(<Countdown deadline={Date.now() + 60_000} suffix="후 시작" />);
    act(() => void vi.advanceTimersByTime(0));
    expect(timer().textContent).toBe('00:01:00 후 시작');
  });

  it('does not announce every second to screen readers', () => {
    render(<Countdown deadline={Date.now() + 10_000} />);
    expect(timer().getAttribute('aria-live')).toBe('off');
  });
});
