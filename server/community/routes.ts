import { Hono } from 'hono';
import type { CommunityDeps } from './deps';
import { communityImageRoutes } from './image-routes';
import { communityReadRoutes } from './read-routes';
import { communityWriteRoutes } from './write-routes';

/**
 * The community API (issue 13 §1, docs/api.md "Community"), mounted under /api: reading (open to
 * visitors) and writing (members). The pictures are served under /images/community
 * (communityImageRoutes, mounted beside the catalogue pictures).
 */
export function communityRoutes(deps: CommunityDeps): Hono {
  return new Hono().route('/', communityReadRoutes(deps)).route('/', communityWriteRoutes(deps));
}

export { communityImageRoutes };
