import type { AccuseReasonCode as ContractReasonCode } from '../../../contract/community';

/**
 * The community's answers as the client reads them (docs/api.md, "Community"): the schemas are the
 * contract's (contract/schemas/community.ts, issue 26), re-exported here for the community's calls
 * and screens, with the labels only the app shows.
 */

export {
  COMMUNITY_BASE,
  COMMUNITY_LIMITS,
  COMMUNITY_SORTS,
  COMMUNITY_TYPES,
  communityPathOf,
  type CommunitySort,
  type CommunityType,
} from './constants';
export * from '../../../contract/schemas/community';

export const ACCUSE_REASONS = [
  { code: 'SPAM', label: '스팸·광고' },
  { code: 'ABUSE', label: '욕설·비방' },
  { code: 'OBSCENE', label: '음란·선정성' },
  { code: 'PRIVACY', label: '개인정보 노출' },
  { code: 'ETC', label: '기타' },
] as const satisfies ReadonlyArray<{ code: ContractReasonCode; label: string }>;
export type AccuseReasonCode = (typeof ACCUSE_REASONS)[number]['code'];

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
