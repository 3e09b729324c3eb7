/**
 * Third-party scripts loaded on demand (the messenger's SDK, Google's gtag): one `<script async>`
 * per address, added to the document when first asked for, never at import or while rendering.
 * A failed load (blocked, offline) rejects and is forgotten, so the next request tries again. The
 * Content-Security-Policy decides what may load (server/security-headers.ts).
 */

const loading = new Map<string, Promise<void>>();

export interface ScriptOptions {
  /** Subresource integrity (`sha384-…`); with it the script loads in CORS mode */
  integrity?: string;
}

export function loadScript(src: string, { integrity = '' }: ScriptOptions = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    if (integrity !== '') {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`script failed to load: ${src}`));
    }, { once: true });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Tests: forget every script asked for. */
export function resetScriptLoader(): void {
  loading.clear();
}
