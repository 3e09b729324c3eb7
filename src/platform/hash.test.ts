import { createHash, webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashText, sha256 } from './hash';

const nodeSha256 = (text: string) => createHash('sha256').update(text.trim().toLowerCase(), 'utf8').digest('hex');

describe('SPEC.md §5 hash helper', () => {
  it('lowercases and trims, then SHA-256 hex', async () => {
    expect(await hashText('  Stars@Example.COM ')).toBe(nodeSha256('stars@example.com'));
    // FIPS 180-2's example: 'abc' (and ' ABC ' once lowercased and trimmed)
    expect(await hashText(' ABC ', null)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashText('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives the same digest without Web Crypto (plain implementation), for any text and length', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), async (text) => {
        const plain = await hashText(text, null);
        expect(plain).toBe(nodeSha256(text));
        expect(await hashText(text, webcrypto.subtle as SubtleCrypto)).toBe(plain);
      }),
      { numRuns: 200 },
    );
  });

  it('handles the block boundaries of the padding (55, 56, 63, 64 bytes)', () => {
    for (const size of [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 1000]) {
      const bytes = new Uint8Array(size).fill(0x61);
      expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});
