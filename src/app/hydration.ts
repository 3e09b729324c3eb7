/**
 * When the server's page has been hydrated (the app shell's first effect). Until then, what changes
 * the router's state (a sign-in noticed at start-up re-running the guards, lists fetched again with
 * the member's hearts) waits: an update that reaches the router while React is still hydrating the
 * document makes React give up the server's HTML and draw the whole document again beside it.
 */
let hydrated = false;
const waiting: Array<() => void> = [];

export function afterHydration(task: () => void): void {
  if (hydrated) task();
  else waiting.push(task);
}

/**
 * The app shell calls this once, from its first effect. `html[data-hydrated]` tells the same to
 * whoever waits from outside (the e2e tests wait for it before they tap).
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.setAttribute('data-hydrated', '');
  for (const task of waiting.splice(0)) task();
}
