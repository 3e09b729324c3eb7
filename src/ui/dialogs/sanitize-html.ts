/**
 * Alert and confirm messages are HTML from the server (SPEC.md §2). Only simple inline markup
 * survives: no images, no scripts, no event handlers, no styles, and links only to http(s) or
 * relative addresses (a `javascript:` or `data:` href is dropped).
 *
 * An allowlist walk over an inert document: DOMParser documents run no scripts and load nothing, so
 * nothing in the input can act before it is filtered. Elements that are not allowed are unwrapped
 * (their text stays), except those whose content is code or media, which go entirely. This replaces
 * DOMPurify (11 KiB gzip on the first screen) for this narrow job.
 */
const ALLOWED_TAGS = new Set(['B', 'STRONG', 'EM', 'I', 'U', 'BR', 'P', 'SPAN', 'A']);
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'IMG', 'VIDEO',
  'AUDIO', 'SOURCE', 'PICTURE', 'CANVAS', 'TEXTAREA', 'SELECT', 'BUTTON', 'INPUT', 'FORM', 'LINK', 'META', 'TITLE', 'HEAD',
]);
/** http(s)://…, /path, ./path, ../path, #hash, ?query, or a scheme-less relative path */
const SAFE_HREF = /^(?:https?:\/\/|\/(?!\/)|\.{1,2}\/|#|\?|[^:/?#]+(?:[/?#]|$))/i;

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Browsers strip tabs and newlines inside URLs: `java\tscript:` is `javascript:`. */
function normalisedHref(raw: string): string {
  return [...raw].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
}

function cleanAttributes(element: Element): void {
  const href = element.tagName === 'A' ? element.getAttribute('href') : null;
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  if (href === null) return;
  const target = normalisedHref(href);
  if (!SAFE_HREF.test(target)) return;
  element.setAttribute('href', target);
  // links that leave the app open in a new tab, without handing over window.opener
  if (/^https?:\/\//i.test(target)) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

function clean(parent: Node): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const element = node as Element;
    if (DROPPED_WITH_CONTENT.has(element.tagName)) {
      element.remove();
      continue;
    }
    clean(element);
    if (ALLOWED_TAGS.has(element.tagName)) cleanAttributes(element);
    else element.replaceWith(...element.childNodes);
  }
}

export function sanitizeHtml(html: string): string {
  // without a DOM nothing can be parsed safely: show the text, never the markup
  if (typeof DOMParser === 'undefined') return escapeText(html);
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
