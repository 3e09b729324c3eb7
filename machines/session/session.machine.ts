import { setup } from 'xstate';
import { machineIds } from '../ids';

/**
 * The session: is the shopper a visitor or a member?
 *
 * This first version derives login from "a token is stored" (the app shell issue). The session
 * issue grows it with validation, refresh, expiry, logout and ban; its interface to the rest of the
 * app (the `isLoggedIn` / `isSettled` selectors and the events below) stays the same.
 */
export const sessionMachine = setup({
  types: {
    events: {} as { type: 'session.tokenStored' } | { type: 'session.tokenCleared' } | { type: 'session.storageChanged' },
  },
  guards: {
    /** real implementation: src/app/actors.ts (reads localStorage through src/platform) */
    hasStoredToken: () => false,
  },
}).createMachine({
  id: machineIds.session,
  initial: 'unknown',
  states: {
    unknown: {
      always: [{ guard: 'hasStoredToken', target: 'member' }, { target: 'visitor' }],
    },
    visitor: {
      id: 'session.visitor',
      on: {
        'session.tokenStored': { target: 'member' },
        'session.storageChanged': { target: 'unknown' },
      },
    },
    member: {
      id: 'session.member',
      on: {
        'session.tokenCleared': { target: 'visitor' },
        'session.storageChanged': { target: 'unknown' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
