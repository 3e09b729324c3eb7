import { createHmac, randomBytes } from 'node:crypto';

/**
 * The HMAC keys the server signs with. Access tokens use JWT_SECRET itself (so a developer can
 * check a token with the secret at hand); the development identity providers use a key derived
 * from it, so a provider's token can never pass as an access token or the other way round.
 */
export interface SigningKeys {
  readonly access: Uint8Array;
  readonly idp: Uint8Array;
}

let processSecret: Uint8Array | undefined;

/** The keys for `jwtSecret`; without one, a random secret made once per process (warned once). */
export function signingKeys(jwtSecret: string | undefined, warn: (message: string) => void = console.warn): SigningKeys {
  const access = jwtSecret !== undefined ? new TextEncoder().encode(jwtSecret) : randomProcessSecret(warn);
  return { access, idp: new Uint8Array(createHmac('sha256', access).update('dev-idp').digest()) };
}

function randomProcessSecret(warn: (message: string) => void): Uint8Array {
  if (processSecret === undefined) {
    processSecret = new Uint8Array(randomBytes(32));
    warn(
      '[server] JWT_SECRET가 없어 임시 서명 키를 만들었어요. 서버를 다시 시작하면 모든 로그인이 풀려요. ' +
        '운영에서는 JWT_SECRET(32자 이상)을 설정해 주세요.',
    );
  }
  return processSecret;
}
