/**
 * The community's names both sides use (docs/api.md "Community"): its post types and list sorts.
 * Apart from the answers' schemas (contract/schemas/community.ts), so that the app's entry, which
 * holds every route's definition, does not carry the schemas too (issue 14).
 */

export const COMMUNITY_TYPES = ['DASHBOARD', 'QNA', 'SURVEY'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

export const COMMUNITY_SORTS = ['POPULAR', 'NEWEST', 'REPLY_COUNT'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** what a report gives as its reason (docs/api.md "Reports, shares, views") */
export const ACCUSE_REASON_CODES = ['SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'ETC'] as const;
export type AccuseReasonCode = (typeof ACCUSE_REASON_CODES)[number];
