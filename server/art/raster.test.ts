import { describe, expect, it } from 'vitest';
import { bannerSvg, productSvg } from './catalog/render';
import { drawingSize, NoKoreanFontError, rasterize, withoutText } from './raster';

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

  it('draws a banner at 1.5 times, and not at all where its words cannot be drawn', async () => {
    const { default: sharp } = await import('sharp');
    const banner = bannerSvg({ title: '새콤달콤 딸기 대전', subtitle: '산지 딸기 최대 40% 할인', theme: '#FF5A5F', art: 'strawberry' });
    const meta = await sharp(await rasterize(banner, { scale: 1.5, wordsRequired: true, koreanFont: true })).metadata();
    expect([meta.width, meta.height]).toEqual([1125, 540]);
    await expect(rasterize(banner, { scale: 1.5, wordsRequired: true, koreanFont: false })).rejects.toBeInstanceOf(NoKoreanFontError);
    // a product's label is not its content: drawn without it
    expect((await rasterize(drawing, { koreanFont: false })).byteLength).toBeGreaterThan(0);
  });
});
