import { JSDOM } from 'jsdom';
import { createSanitizer as createWithWindow, type Sanitize } from './purify-sanitizer';

/**
 * The sanitiser of the server that renders the pages (src/entry-server.tsx): the same DOMPurify and
 * rules as the browser's (./purify-sanitizer.ts), in a window of jsdom, DOMPurify's own way of
 * running in Node. Only the server's build imports it (./sanitize-html.ts, behind `import.meta.env.SSR`).
 */
export function createSanitizer(): Sanitize {
  return createWithWindow(new JSDOM('').window);
}
