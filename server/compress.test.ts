import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswers, MIN_BYTES } from './compress';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `상품 ${i}` })) };

function app() {
  return new Hono()
    .use('*', compressAnswers())
    .get('/big', (c) => c.json(big))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/stream', (c) => c.body('data: x\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));
}

describe('compressAnswers', () => {
  it('sends brotli when accepted, with Vary and the compressed length', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });

  it('sends gzip to a client without brotli, and identity to one without either', async () => {
    const gz = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual(big);
  });

  it(`leaves bodies under ${MIN_BYTES} bytes and event streams alone`, async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const stream = await app().request('/stream', { headers: { 'Accept-Encoding': 'br' } });
    expect(stream.headers.get('content-encoding')).toBeNull();
  });
});
