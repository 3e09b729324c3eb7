import { describe, expect, it } from 'vitest';
import { fetchPostList } from '../../api/community/posts';
import { render } from '../../entry-server';
import { SITE, withSeededApi } from '../../../tests/unit/support/screen-data';
import { dataHead, pageHead } from './head';

/**
 * A page's head from its data (issue 24 §5), as the server sends it: the real routes rendered by
 * the app's server entry against the reference server's seeded data.
 */

withSeededApi();

async function pageAt(path: string): Promise<string> {
  const response = await render({ request: new Request(`${SITE}${path}`), siteOrigin: SITE, manifest: { routes: {} } });
  return response.text();
}

/** The document's title and its meta tags by name or property, as a browser or a messenger reads them. */
function headOf(html: string): { title: string | undefined; meta: Record<string, string>; canonical: string | undefined } {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) if (key && content !== undefined) meta[key] = decode(content);
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? ''));
  expect(titles.length).toBeLessThanOrEqual(1);
  return { title: titles[0], meta, canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] };
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

describe('pageHead and dataHead', () => {
  it('makes the picture absolute and drops what is not an address', () => {
    const tags = pageHead(SITE, { title: '제주 한라봉 3kg', description: '20,900원', image: '/images/products/1.svg', type: 'product' }).meta;
    expect(tags).toContainEqual({ title: '제주 한라봉 3kg - 마켓' });
    expect(tags).toContainEqual({ property: 'og:image', content: `${SITE}/images/products/1.svg` });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    const fallback = pageHead(SITE, { title: '글', image: 'javascript:alert(1)' }).meta;
    expect(fallback).toContainEqual({ property: 'og:image', content: `${SITE}/og-image.png` });
  });

  it('adds nothing while the data is missing', () => {
    expect(dataHead(SITE, { head: null })).toEqual({ meta: [] });
    expect(dataHead(SITE, undefined)).toEqual({ meta: [] });
  });
});

describe("the server's pages", () => {
  it('names a deal with its price and picture, as a product', async () => {
    const { title, meta, canonical } = headOf(await pageAt('/deal/1'));
    expect(title).toBe('논산 설향 딸기 500g - 마켓');
    expect(meta['og:title']).toBe('논산 설향 딸기 500g');
    expect(meta['og:description']).toMatch(/^[\d,]+원 \(\d+% 할인\) · 오늘만 이 가격! 설향 딸기$/);
    expect(meta.description).toBe(meta['og:description']);
    expect(meta['og:image']).toBe(`${SITE}/images/products/1099.webp`);
    expect(meta['og:type']).toBe('product');
    expect(meta['og:url']).toBe(`${SITE}/deal/1`);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(canonical).toBe(`${SITE}/deal/1`);
  });

  it('names a post with its excerpt and first picture, as an article', async () => {
    const post = (await fetchPostList('dashboard', {}, 1)).items.find((item) => item.thumbnailUrl !== null);
    expect(post).toBeDefined();
    const { title, meta } = headOf(await pageAt(`/community/board-detail/${post?.postId}`));
    expect(title).toBe(`${post?.title} - 마켓`);
    expect(meta['og:title']).toBe(post?.title);
    expect(meta['og:type']).toBe('article');
    expect(meta['og:image']).toMatch(new RegExp(`^${SITE}/images/community/`));
  });

  it('names a question as an article too', async () => {
    const question = (await fetchPostList('qna', {}, 1)).items[0];
    const { title, meta } = headOf(await pageAt(`/community/qna/${question?.postId}`));
    expect(title).toBe(`${question?.title} - 마켓`);
    expect(meta['og:type']).toBe('article');
  });

  it('keeps the route’s title when its data cannot be loaded, and on pages without data of their own', async () => {
    expect(headOf(await pageAt('/deal/999999')).title).toBe('특가 상세 - 마켓');
    const best = headOf(await pageAt('/best'));
    expect(best.title).toBe('베스트 - 마켓');
    expect(best.meta['og:type']).toBe('website');
    expect(best.meta['og:image']).toBe(`${SITE}/og-image.png`);
  });
});
