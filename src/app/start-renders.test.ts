// @vitest-environment jsdom
import { options } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStarting } from '../platform/start-phase';
import { renderInTasksWhileStarting, START_RENDERS_MAX_MS } from './start-renders';

let before: typeof options.debounceRendering;
let end: () => void = () => undefined;

beforeEach(() => {
  before = options.debounceRendering;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  end();
  vi.useRealTimers();
  options.debounceRendering = before;
});

/** whether a render asked for now has run after the current task's microtasks, and after a task */
async function whenRenders(): Promise<'microtask' | 'task'> {
  let ran = false;
  const schedule = options.debounceRendering ?? ((render: () => void) => void Promise.resolve().then(render));
  schedule(() => (ran = true));
  await Promise.resolve();
  await Promise.resolve();
  if (ran) return 'microtask';
  await vi.advanceTimersByTimeAsync(0);
  return ran ? 'task' : 'microtask';
}

describe('renders while the first screen comes together (issue 14)', () => {
  it('runs each render in a task of its own', async () => {
    end = renderInTasksWhileStarting();
    expect(await whenRenders()).toBe('task');
    expect(await whenRenders()).toBe('task');
  });

  it.each(['pointerdown', 'keydown', 'compositionstart', 'input', 'focusin'])('goes back to microtasks on the first %s, before its handlers', async (type) => {
    end = renderInTasksWhileStarting();
    let seenByHandler: typeof options.debounceRendering;
    const handler = () => (seenByHandler = options.debounceRendering);
    document.body.addEventListener(type, handler);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.removeEventListener(type, handler);
    expect(seenByHandler).toBe(before);
    expect(await whenRenders()).toBe('microtask');
  });

  it(`goes back to microtasks ${START_RENDERS_MAX_MS} ms after the start without any input`, async () => {
    end = renderInTasksWhileStarting();
    await vi.advanceTimersByTimeAsync(START_RENDERS_MAX_MS - 1);
    expect(options.debounceRendering).not.toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(options.debounceRendering).toBe(before);
  });

  it('tells the lists that the app is starting, until the first input (src/platform/start-phase.ts)', () => {
    expect(isStarting()).toBe(false);
    end = renderInTasksWhileStarting();
    expect(isStarting()).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    expect(isStarting()).toBe(false);
  });
});
