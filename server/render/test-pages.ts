import type { PagesSource } from './app-pages';
import type { RenderRequest } from './pages';

/**
 * For the server's tests: a stand-in of the app's rendered pages (the real ones come from the build,
 * which server tests do not make), drawing `html(path)` for every address.
 */
export function stubPages(html: (path: string) => string): PagesSource {
  return {
    manifest: () => ({ routes: {} }),
    load: () =>
      Promise.resolve({
        configureApi: () => undefined,
        configureKeys: () => undefined,
        render: ({ request }: RenderRequest) =>
          Promise.resolve(new Response(html(new URL(request.url).pathname), { headers: { 'Content-Type': 'text/html; charset=UTF-8' } })),
      }),
  };
}
