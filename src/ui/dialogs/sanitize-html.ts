import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Alert and confirm messages are HTML from the server (SPEC.md §2). Only simple inline markup
 * survives: no images, no scripts, no event handlers, no styles, and links only to http(s) or
 * relative addresses (a `javascript:` or `data:` href is dropped).
 */
const config: Config = {
  ALLOWED_TAGS: ['b', 'strong', 'em', 'i', 'u', 'br', 'p', 'span', 'a'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  // http(s)://…, /path, ./path, ../path, #hash, ?query, or a scheme-less relative path
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/|\.{1,2}\/|#|\?|[^:/?#]+(?:[/?#]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | undefined;

function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return undefined;
  // links that leave the app open in a new tab, without handing over window.opener
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  purifier = instance;
  return purifier;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  // without a DOM nothing can be parsed safely: show the text, never the markup
  if (!instance) return escapeText(html);
  return instance.sanitize(html, config);
}
