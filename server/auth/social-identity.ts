import type { Provider } from '../db/schema';

/** SPEC.md §7 channelType → provider. */
export const CHANNEL_TYPES = { 1001: 'naver', 1002: 'apple' } as const satisfies Record<number, Provider>;
export type ChannelType = keyof typeof CHANNEL_TYPES;

/** Who a provider says the person is, from a verified social token. */
export interface SocialIdentity {
  readonly provider: Provider;
  /** the provider's stable user id */
  readonly providerUserId: string;
  readonly name: string | undefined;
  readonly email: string | undefined;
  /** 'F', 'M' or 'U' */
  readonly gender: string | undefined;
  readonly birthYear: number | undefined;
  /** digits only, '01012345678' */
  readonly cellphone: string | undefined;
  /** Korean names of the items the market requires but the person did not agree to provide */
  readonly missingItems: readonly string[];
}

/**
 * Checks a social token with its provider; undefined when the provider does not know it (forged,
 * expired, another provider's). The development stand-ins give one (standins/idp/verifier.ts);
 * without them no provider is wired in and every token is refused.
 */
export type SocialTokenVerifier = (provider: Provider, token: string) => Promise<SocialIdentity | undefined>;

export const noSocialProviders: SocialTokenVerifier = () => Promise.resolve(undefined);
