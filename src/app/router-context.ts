import type { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from './actors';

/** What every route's beforeLoad and loader receive (createRootRouteWithContext). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionActor;
}
