import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { isLoggedIn } from '../../../machines/session/session.selectors';

/** Whether the shopper is a signed-in member (the session actor's view). */
export function useIsMember(): boolean {
  const { session } = useRouteContext({ from: '__root__' });
  return useSelector(session, isLoggedIn);
}
