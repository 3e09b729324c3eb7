import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('index.html (issue 14)', () => {
  it('carries the favicon inline, the same picture as public/favicon.svg: no request of its own beside the first screen', () => {
    const href = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)" \/>/.exec(html)?.[1];
    expect(href).toBeDefined();
    const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim();
    expect(decodeURIComponent(href ?? '').replace(/'/g, '"')).toBe(svg);
    expect(html).not.toMatch(/href="\/favicon/);
  });
});
