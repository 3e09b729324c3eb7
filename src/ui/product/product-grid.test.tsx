import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './product-grid';
import { WaitingImg } from '../waiting-picture';

// node: the server's rendering (no window), as the page server draws the list

const items = Array.from({ length: 6 }, (_, index) => ({ no: index + 1 }));

/** the server's HTML of a grid of six cards, each only its picture, card by card */
function cards(hydrateAtOnce?: number): string[] {
  const html = renderToString(
    <ProductGrid
      items={items}
      getKey={(item) => item.no}
      hydrateAtOnce={hydrateAtOnce}
      renderItem={(item) => <WaitingImg src={`/images/products/${item.no}.webp`} alt="" aspectRatio={1} />}
    />,
  );
  return html.split('<li').slice(1);
}

/** whether each card's picture has its address in the HTML, or waits (with the copy for a browser without JavaScript) */
const pictures = (drawn: string[]) =>
  drawn.map((card) => {
    const picture = /<img[^>]*>/.exec(card)?.[0] ?? '';
    if (/ src="\/images\/products\//.test(picture)) return 'shown';
    return /data-wait-src="\/images\/products\/\d\.webp"/.test(picture) && /<noscript><img[^>]* src="\/images\/products\//.test(card) ? 'waits' : picture;
  });

describe("a product grid's pictures in the server's HTML", () => {
  it('come with the first two rows, and wait past them (until their card is near or the page is used)', () => {
    expect(pictures(cards())).toEqual(['shown', 'shown', 'shown', 'shown', 'waits', 'waits']);
  });

  it("all wait in a list under every phone's first screen (home's blocks: hydrateAtOnce 0)", () => {
    expect(pictures(cards(0))).toEqual(['waits', 'waits', 'waits', 'waits', 'waits', 'waits']);
  });
});
