import * as v from 'valibot';
import { request } from './client';

const YN = v.picklist(['Y', 'N']);
export type YN = v.InferOutput<typeof YN>;

export const AdConsentSchema = v.object({ emailYN: YN, smsYN: YN });
export type AdConsent = v.InferOutput<typeof AdConsentSchema>;

/** PUT /api/v2/user/ad-consent (member): marketing by email and SMS (SPEC.md §3, §7). */
export function updateAdConsent(consent: AdConsent): Promise<AdConsent> {
  return request(AdConsentSchema, '/api/v2/user/ad-consent', { method: 'PUT', body: consent });
}
