import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbLedger, noLedger } from './token-rotation';

const pair = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expireDt: '2099-01-01T10:00:00+09:00' });

describe('the token rotation ledger on IndexedDB', () => {
  it('is empty at first', async () => {
    expect(await indexedDbLedger(new IDBFactory()).read()).toBeUndefined();
  });

  it('what one tab wrote, another tab reads (one database, two connections)', async () => {
    const browser = new IDBFactory();
    const tabA = indexedDbLedger(browser);
    const tabB = indexedDbLedger(browser);
    await tabA.write({ from: 'access-0', pair: pair(1), at: 1 });
    expect(await tabB.read()).toEqual({ from: 'access-0', pair: pair(1), at: 1 });
    await tabB.write({ from: 'access-1', pair: pair(2), at: 2 });
    expect(await tabA.read()).toEqual({ from: 'access-1', pair: pair(2), at: 2 });
  });

  it('clear removes the rotation (logout)', async () => {
    const browser = new IDBFactory();
    const ledger = indexedDbLedger(browser);
    await ledger.write({ from: 'access-0', pair: pair(1), at: 1 });
    await ledger.clear();
    expect(await indexedDbLedger(browser).read()).toBeUndefined();
  });

  it('ignores a record of another shape', async () => {
    const browser = new IDBFactory();
    await indexedDbLedger(browser).read(); // creates the store
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = browser.open('market-session', 1);
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise<void>((resolve) => {
      const tx = db.transaction('rotation', 'readwrite');
      tx.objectStore('rotation').put({ from: 'access-0', pair: { accessToken: 1 } }, 'last');
      tx.oncomplete = () => resolve();
    });
    db.close();
    expect(await indexedDbLedger(browser).read()).toBeUndefined();
  });

  it('a database that cannot be opened reads as empty and never throws', async () => {
    const broken = {
      open() {
        throw new Error('IndexedDB is disabled');
      },
    } as unknown as IDBFactory;
    const ledger = indexedDbLedger(broken);
    await expect(ledger.write({ from: 'access-0', pair: pair(1), at: 1 })).resolves.toBeUndefined();
    await expect(ledger.read()).resolves.toBeUndefined();
    await expect(ledger.clear()).resolves.toBeUndefined();
  });

  it('without IndexedDB nothing is recorded', async () => {
    await noLedger.write({ from: 'access-0', pair: pair(1), at: 1 });
    expect(await noLedger.read()).toBeUndefined();
  });
});
