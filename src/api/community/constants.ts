import type { CommunityType } from '../../../contract/community';

/**
 * The community's constants that the route definitions need (search checks, sorts, limits): apart
 * from the answers' schemas (schemas.ts re-exports them), so that the app's entry, which holds every
 * route's definition, does not carry the schemas too (issue 14).
 */

export const COMMUNITY_BASE = '/api/v1/community';

export { COMMUNITY_SORTS, COMMUNITY_TYPES, type CommunitySort, type CommunityType } from '../../../contract/community';

/** the path segment of a type's calls */
export const communityPathOf = { DASHBOARD: 'dashboard', QNA: 'qna', SURVEY: 'survey' } as const satisfies Record<CommunityType, string>;

/** Limits shared by the forms and the server's messages (docs/api.md, "Writing"): one copy, in contract/. */
export { COMMUNITY_LIMITS } from '../../../contract/rules';
