/**
 * Loader helper for screens that show their own error state. A route loader awaits the data
 * (`settled(queryClient.ensureQueryData(...))`) so the screen renders with it, but a failure is not
 * thrown to the route's error page: it stays in the query, and the screen shows a designed Korean
 * state under its own title (e.g. '기획전을 찾을 수 없어요' for code 8), with its header and back
 * button. Such queries set `retryOnMount: false`, so the screen does not fetch the failure twice.
 */
export async function settled(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch {
    // kept in the query cache; the screen reads it from there
  }
}

/**
 * A route's loader with the server in mind (DESIGN.md "Server rendering"): `needed` is what the
 * screen cannot draw without (awaited everywhere); `more` is the rest of what the page shows. The
 * server awaits it too, so the page's HTML carries it; the browser only starts it and draws the
 * screen at once, each block with its own skeleton until its answer comes. Failures stay in their
 * queries (see `settled`).
 */
export async function loadPage(needed: readonly Promise<unknown>[], more: readonly Promise<unknown>[] = []): Promise<void> {
  const rest = Promise.all(more.map(settled));
  await Promise.all(needed);
  if (import.meta.env.SSR) await rest;
}
