import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress';
import { createStaticSite } from '../../server/static';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'assets', 'index-1a.js'), `export const list = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `상품 ${i}`))};\n`);
  writeFileSync(join(dir, 'assets', 'index-1a.css'), `.card{color:#222;padding:4px}\n`.repeat(40));
  writeFileSync(join(dir, 'assets', 'tiny-2b.js'), 'export {};\n');
  writeFileSync(join(dir, 'favicon.png'), Buffer.alloc(2048, 7));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ entry: 'x'.repeat(2000) }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the build’s compressed copies (scripts/precompress.ts)', () => {
  it('writes a brotli and a gzip copy of each text file the server compresses, and nothing else', async () => {
    expect(await precompressFolder(dir)).toBe(2);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['index-1a.css', 'index-1a.css.br', 'index-1a.css.gz', 'index-1a.js', 'index-1a.js.br', 'index-1a.js.gz', 'tiny-2b.js']);
    expect(readdirSync(dir).sort()).toEqual(['.vite', 'assets', 'favicon.png']);
    expect(readdirSync(join(dir, '.vite'))).toEqual(['manifest.json']);
    for (const name of ['index-1a.js', 'index-1a.css']) {
      const original = readFileSync(join(dir, 'assets', name));
      expect(brotliDecompressSync(readFileSync(join(dir, 'assets', `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, 'assets', `${name}.gz`)))).toEqual(original);
    }
    // run again (a second build into the same folder): the copies are made again, not copied
    expect(await precompressFolder(dir)).toBe(2);
  });

  it('the server sends a copy as it lies, by Accept-Encoding, and the file itself without one', async () => {
    await precompressFolder(dir);
    // a copy that is not the file's own compression: what arrives shows which one was sent
    writeFileSync(join(dir, 'assets', 'index-1a.js.br'), brotliCompressSync('from the build'));
    const site = createStaticSite(dir);
    const app = new Hono().get('*', (c) => site.serve(c) ?? c.notFound());
    const br = await app.request('/assets/index-1a.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('from the build');
    const gzip = await app.request('/assets/index-1a.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(readFileSync(join(dir, 'assets', 'index-1a.js')));
    const plain = await app.request('/assets/index-1a.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(readFileSync(join(dir, 'assets', 'index-1a.js'), 'utf8'));
    // the copies are not files of the site
    expect((await app.request('/assets/index-1a.js.br')).status).toBe(404);
  });
});
