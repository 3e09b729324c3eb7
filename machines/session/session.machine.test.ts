import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from './session.machine';
import { isLoggedIn, isSettled } from './session.selectors';

const start = (hasToken: boolean) =>
  createActor(sessionMachine.provide({ guards: { hasStoredToken: () => hasToken } })).start();

describe('session machine (token-presence version)', () => {
  it('starts as a visitor without a stored token', () => {
    const actor = start(false);
    expect(isSettled(actor.getSnapshot())).toBe(true);
    expect(isLoggedIn(actor.getSnapshot())).toBe(false);
  });

  it('starts as a member with a stored token', () => {
    expect(isLoggedIn(start(true).getSnapshot())).toBe(true);
  });

  it('follows token stored and cleared events', () => {
    const actor = start(false);
    actor.send({ type: 'session.tokenStored' });
    expect(isLoggedIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.tokenCleared' });
    expect(isLoggedIn(actor.getSnapshot())).toBe(false);
  });

  it('re-derives login when storage changes in another tab', () => {
    let token = false;
    const actor = createActor(sessionMachine.provide({ guards: { hasStoredToken: () => token } })).start();
    token = true;
    actor.send({ type: 'session.storageChanged' });
    expect(isLoggedIn(actor.getSnapshot())).toBe(true);
  });
});
