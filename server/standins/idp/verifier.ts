import type { SocialIdentity, SocialTokenVerifier } from '../../auth/social-identity';
import type { Clock } from '../../time';
import { NAVER_ITEM_LABELS } from './pages';
import { NAVER_ITEMS, verifyAppleToken, verifyNaverToken } from './tokens';

/**
 * Social sign-in against the development identity providers: a Naver token is read as Naver's
 * profile call would answer it (only the agreed items), an Apple token as its identity token.
 */
export function idpStandinVerifier(key: Uint8Array, clock: Clock): SocialTokenVerifier {
  return async (provider, token): Promise<SocialIdentity | undefined> => {
    if (provider === 'naver') {
      const profile = await verifyNaverToken(key, token, clock());
      if (profile === undefined) return undefined;
      return {
        provider,
        providerUserId: profile.id,
        name: profile.name,
        email: profile.email,
        gender: profile.gender,
        birthYear: profile.birthyear === undefined ? undefined : Number(profile.birthyear),
        cellphone: profile.mobile?.replace(/\D/g, ''),
        missingItems: NAVER_ITEMS.filter((item) => profile[item] === undefined).map((item) => NAVER_ITEM_LABELS[item]),
      };
    }
    const identity = await verifyAppleToken(key, token, clock());
    if (identity === undefined) return undefined;
    return {
      provider,
      providerUserId: identity.sub,
      name: identity.name,
      email: identity.email,
      gender: undefined,
      birthYear: undefined,
      cellphone: undefined,
      missingItems: [],
    };
  };
}
