import { describe, expect, it } from 'vitest';
import { productSvg } from './catalog/render';
import { drawingSize, rasterize, withoutText } from './raster';

const drawing = productSvg({ productNo: 1099, name: '논산 설향 딸기 500g', kind: 'strawberry', label: '딸기', storeName: '논산 햇살딸기농원', view: 1 });

describe('raster pictures', () => {
  it('reads the drawing’s own size', () => {
    expect(drawingSize(drawing)).toEqual({ width: 240, height: 240 });
    expect(() => drawingSize('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow();
  });

  it('drops only the labels for a server without a Korean font', () => {
    const bare = withoutText(drawing);
    expect(drawing).toContain('>딸기</text>');
    expect(bare).not.toContain('<text');
    expect(bare).not.toContain('딸기</text>');
    expect(bare.length).toBeGreaterThan(drawing.length / 2);
    expect(bare.match(/<path\b/g)?.length).toBe(drawing.match(/<path\b/g)?.length);
  });

  it('makes a WebP at twice the drawing’s size, smaller than a PNG would be', async () => {
    const { default: sharp } = await import('sharp');
    const webp = await rasterize(drawing);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    expect(webp.byteLength).toBeLessThan(20_000);
  });
});
