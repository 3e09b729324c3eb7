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
