import type * as v from 'valibot';
import { request } from '../client';
import { AccusedSchema, COMMUNITY_BASE, type AccuseReasonCode, type CommunityType } from './schemas';
import type { AccuseBodySchema } from '../../../contract/schemas/community';

/**
 * POST /accuse (member): a report of a post (or a reply). Three members' reports hide it from
 * everyone (`isHidden`). 18 when reported again by the same member, 12 for one's own post.
 */
export interface AccuseRequest {
  communityType: CommunityType;
  postId: number;
  replyId: number | null;
  reasonCode: AccuseReasonCode;
  /** ETC only, 5–200 characters */
  reasonText: string | null;
}

export function accuse(body: AccuseRequest) {
  return request(AccusedSchema, `${COMMUNITY_BASE}/accuse`, { method: 'POST', body: { ...body } satisfies v.InferInput<typeof AccuseBodySchema> });
}
