/**
 * The last token rotation of this browser, kept where every tab reads the same thing.
 *
 * Why not localStorage alone: the tabs of an origin share it, but Chromium gives each renderer
 * process its own copy and updates it asynchronously. A tab can be granted the refresh lock right
 * after another tab stored a new pair and still read the old one; it would then spend the old refresh
 * token a second time, which the server treats as a replay and answers by revoking the sign-in
 * (docs/api.md, "Families and rotation"). IndexedDB goes through one backend in the browser: a
 * record committed before the lock is released is what the next holder of the lock reads.
 */

export interface RotatedPair {
  accessToken: string;
  refreshToken: string;
  expireDt: string;
}

/** `from` is the access token that was replaced by `pair`, at `at` (epoch milliseconds). */
export interface TokenRotation {
  from: string;
  pair: RotatedPair;
  at: number;
}

export interface RotationLedger {
  /** the last rotation, or undefined when there is none or the store cannot be read */
  read(): Promise<TokenRotation | undefined>;
  /** records a rotation; failures are swallowed (the caller works as without a ledger) */
  write(rotation: TokenRotation): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'market-session';
const STORE = 'rotation';
const KEY = 'last';
/** a store that does not answer in this time is treated as absent, so a refresh is never stuck */
const TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function isRotation(value: unknown): value is TokenRotation {
  if (typeof value !== 'object' || value === null) return false;
  const { from, pair, at } = value as { from?: unknown; pair?: unknown; at?: unknown };
  if (typeof from !== 'string' || typeof at !== 'number' || typeof pair !== 'object' || pair === null) return false;
  const { accessToken, refreshToken, expireDt } = pair as Partial<Record<keyof RotatedPair, unknown>>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string' && typeof expireDt === 'string';
}

/** The ledger on IndexedDB (`factory` is the browser's, or a stand-in in tests). */
export function indexedDbLedger(factory: IDBFactory): RotationLedger {
  let opening: Promise<IDBDatabase> | undefined;
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
      request.onblocked = () => reject(new Error('IndexedDB open blocked'));
    }).catch((error: unknown) => {
      opening = undefined; // try again next time
      throw error;
    });
    return opening;
  };
  /** resolves when the transaction has committed, so the next lock holder sees it */
  const change = async (apply: (store: IDBObjectStore) => void) => {
    const db = await open();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      apply(tx.objectStore(STORE));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  };
  return {
    read: () =>
      withTimeout(
        (async () => {
          const db = await open();
          const value: unknown = await requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY));
          return isRotation(value) ? value : undefined;
        })(),
        undefined,
      ),
    write: (rotation) => withTimeout(change((store) => store.put(rotation, KEY)), undefined),
    clear: () => withTimeout(change((store) => store.delete(KEY)), undefined),
  };
}

/** Where there is no IndexedDB: nothing is recorded, and refreshing works as before. */
export const noLedger: RotationLedger = {
  read: () => Promise.resolve(undefined),
  write: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

function browserLedger(): RotationLedger {
  try {
    const factory = globalThis.indexedDB as IDBFactory | undefined;
    return factory ? indexedDbLedger(factory) : noLedger;
  } catch {
    return noLedger;
  }
}

export const tokenRotation: RotationLedger = browserLedger();
