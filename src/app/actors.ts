import { createActor, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { getStoredAccessToken, localKeys, onOtherTabChange } from '../platform/storage';

/**
 * The composition root of the app-wide actors (DESIGN.md): each machine gets its real
 * implementations here with `.provide()`, is created once, and travels in the router context.
 * Nothing starts at import: `startActors()` is called by main.tsx.
 */
export function createActors() {
  const session = createActor(
    sessionMachine.provide({
      guards: { hasStoredToken: () => getStoredAccessToken() !== null },
    }),
  );
  return { session };
}

export type AppActors = ReturnType<typeof createActors>;
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** Starts the actors and connects them to the browser (storage events from other tabs). */
export function startActors(actors: AppActors): () => void {
  actors.session.start();
  const stopListening = onOtherTabChange([localKeys.accessToken, localKeys.refreshToken], () =>
    actors.session.send({ type: 'session.storageChanged' }),
  );
  return () => {
    stopListening();
    actors.session.stop();
  };
}
