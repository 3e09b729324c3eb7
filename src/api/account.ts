import type * as v from 'valibot';
import { request } from './client';
import type { YN } from '../../contract/schemas/account';
import { AdConsentSchema } from '../../contract/schemas/account';
import type { AdConsentBodySchema } from '../../contract/schemas/account';

export { AdConsentSchema };

export type YN = v.InferOutput<typeof YN>;

export type AdConsent = v.InferOutput<typeof AdConsentSchema>;

/** PUT /api/v2/user/ad-consent (member): marketing by email and SMS (SPEC.md §3, §7). */
export function updateAdConsent(consent: AdConsent): Promise<AdConsent> {
  return request(AdConsentSchema, '/api/v2/user/ad-consent', { method: 'PUT', body: consent satisfies v.InferInput<typeof AdConsentBodySchema> });
}
