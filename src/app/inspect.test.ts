import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { inspectOption, wantsInspector } from './inspect';

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

describe('?inspect (README "Flows for developers")', () => {
  it('is wanted only in development with ?inspect', () => {
    expect(wantsInspector('?inspect', true)).toBe(true);
    expect(wantsInspector('?x=1&inspect=1', true)).toBe(true);
    expect(wantsInspector('?inspect', false)).toBe(false);
    expect(wantsInspector('', true)).toBe(false);
  });

  it('gives no inspect option otherwise, and never loads the inspector', () => {
    const load = vi.fn();
    expect(inspectOption('?inspect', false, load)).toEqual({});
    expect(inspectOption('', true, load)).toEqual({});
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the events until the inspector loaded, then forwards every one', async () => {
    const received: InspectionEvent[] = [];
    let resolve: (forward: (event: InspectionEvent) => void) => void = () => undefined;
    const option = inspectOption('?inspect', true, () => new Promise((r) => (resolve = r)));
    const actor = createActor(toggle, option);
    actor.start();
    actor.send({ type: 'flip' });
    expect(received).toEqual([]);
    resolve((event) => received.push(event));
    await Promise.resolve();
    await Promise.resolve();
    const before = received.length;
    expect(before).toBeGreaterThan(0);
    expect(received.some((event) => event.type === '@xstate.event' && event.event.type === 'flip')).toBe(true);
    actor.stop();
  });
});
