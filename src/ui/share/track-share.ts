/** Sends the share's analytics event (kakaoGtag / urlGtag) when the page has gtag. */
export function trackShareEvent(name: string | undefined): void {
  if (!name) return;
  const gtag = (globalThis as { gtag?: (command: 'event', name: string) => void }).gtag;
  if (typeof gtag === 'function') gtag('event', name);
}
