// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PicturesWait, WaitingImg } from './waiting-picture';
import { showWaitingPictures } from './waiting-pictures';

const waiting = (
  <PicturesWait value>
    <span>
      <WaitingImg src="/images/community/7.webp" alt="" width={88} height={88} />
    </span>
  </PicturesWait>
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** the server's HTML in the page, not hydrated (a card under the screen before it comes near) */
function serverDrawn(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(waiting);
  return container;
}

describe("a community list's thumbnail past its first screen", () => {
  it('is drawn by the server without its address, and with a copy that has it for a browser without JavaScript', () => {
    const container = serverDrawn();
    const picture = container.querySelector('span > img');
    expect(picture?.hasAttribute('src')).toBe(false);
    expect(picture?.getAttribute('data-wait-src')).toBe('/images/community/7.webp');
    // jsdom runs scripts' way: a <noscript>'s content is its text
    expect(container.querySelector('noscript')?.textContent).toContain('src="/images/community/7.webp"');
  });

  it('gets its address at the first use of the page, before its card hydrates, which then hydrates without a mismatch', async () => {
    const container = serverDrawn();
    const picture = container.querySelector('span > img');
    showWaitingPictures();
    expect(picture?.getAttribute('src')).toBe('/images/community/7.webp');
    expect(picture?.hasAttribute('data-wait-src')).toBe(false);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, waiting, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('span > img')?.getAttribute('src')).toBe('/images/community/7.webp');
  });

  it('gets its address when its card hydrates (it came near the screen)', async () => {
    const container = serverDrawn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, waiting, { onRecoverableError: (error) => console.error(error) });
    });
    // the server's element hydrated as it is: no mismatch, nothing drawn again
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('span > img')?.getAttribute('src')).toBe('/images/community/7.webp');
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('has its address at once in a list drawn in the browser (a tab opened in the app)', () => {
    const { container } = render(waiting);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/community/7.webp');
  });

  it('does not wait on the first screen (outside PicturesWait)', () => {
    const html = renderToString(<WaitingImg src="/images/community/1.webp" alt="" width={88} height={88} />);
    expect(html).toMatch(/<img[^>]* src="\/images\/community\/1\.webp"/);
    expect(html).not.toContain('data-wait-src');
  });

  it("keeps a product picture's square box while it waits, at the width it is given", () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <PicturesWait value>
        <WaitingImg src="/images/products/1100.webp" alt="" aspectRatio={1} />
      </PicturesWait>,
    );
    const picture = container.querySelector('img');
    expect(picture?.hasAttribute('src')).toBe(false);
    expect(picture?.getAttribute('data-wait-src')).toBe('/images/products/1100.webp');
    expect(picture?.style.aspectRatio).toBe('1');
  });

  it('has nothing to wait for without an address: the placeholder at once (SPEC.md §8)', () => {
    const html = renderToString(
      <PicturesWait value>
        <WaitingImg src={null} alt="" aspectRatio={1} />
      </PicturesWait>,
    );
    expect(html).toContain('src="data:image/svg+xml');
    expect(html).not.toContain('data-wait-src');
  });
});
