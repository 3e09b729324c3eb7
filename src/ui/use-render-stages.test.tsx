// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStarting } from '../platform/start-phase';
import { useRenderStages } from './use-render-stages';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setStarting(true);
});
afterEach(() => {
  vi.useRealTimers();
  setStarting(false);
});

function Stages({ count, seen }: { count: number; seen: number[] }) {
  const stage = useRenderStages(count);
  seen.push(stage);
  return <p>{stage}</p>;
}

/** runs the timers due now (one task each) and flushes what they rendered */
async function nextTask() {
  await act(async () => {
    await vi.advanceTimersToNextTimerAsync();
  });
}

describe('useRenderStages', () => {
  it('commits step 0 first, then one more step per task, up to the count', async () => {
    const seen: number[] = [];
    const { container } = render(<Stages count={2} seen={seen} />);
    expect(container.textContent).toBe('0');
    // the next step is a task away, not a microtask
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.textContent).toBe('0');
    await nextTask();
    expect(container.textContent).toBe('1');
    await nextTask();
    expect(container.textContent).toBe('2');
    await nextTask();
    expect(container.textContent).toBe('2');
    expect(vi.getTimerCount()).toBe(0);
    expect(new Set(seen)).toEqual(new Set([0, 1, 2]));
  });

  it('leaves no timer behind when the screen goes before its last step', async () => {
    const { unmount } = render(<Stages count={3} seen={[]} />);
    await nextTask();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after the start (a screen opened later, or gone back to): every step in the first commit', () => {
    setStarting(false);
    const seen: number[] = [];
    const { container } = render(<Stages count={2} seen={seen} />);
    expect(container.textContent).toBe('2');
    expect(seen).not.toContain(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
