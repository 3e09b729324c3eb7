import { useRouteContext } from '@tanstack/react-router';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useHydratedSelector } from '../../ui/use-hydrated';

/** Whether the shopper is a signed-in member (the session actor's view). */
export function useIsMember(): boolean {
  const { session } = useRouteContext({ from: '__root__' });
  return useHydratedSelector(session, isLoggedIn, false);
}
