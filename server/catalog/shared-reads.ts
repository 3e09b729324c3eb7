/**
 * Reads that do not depend on who asks, shared by every request for a short while (issue 14: the API
 * at 200 requests/s). PGlite answers one query at a time on the server's only thread, so a read that
 * many requests share is the cheapest one; what depends on the member (hearts, clippings) is never
 * kept here and is read per request after it.
 *
 * An entry is used until its `until`: at most `ttlMs` after it was read, earlier when the loader says
 * when its answer stops being true (a deal starting or ending). At most `maxEntries` entries are kept,
 * the oldest dropped first; a failed read is not kept. Time is the app's clock (tests move it): an
 * entry read later than "now" (a clock moved back) is not used.
 */
export class SharedReads {
  private readonly entries = new Map<string, { readonly at: number; until: number; readonly value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** `load()`'s answer for `key`, shared while it is fresh; `until(answer)`: when it stops being true (ms). */
  read<T>(key: string, now: number, load: () => Promise<T>, until?: (value: T) => number | undefined): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.at <= now && now < hit.until) return hit.value as Promise<T>;
    // a real promise, settled once: drizzle's queries are thenables that run again on every `then`
    const value = Promise.resolve(load());
    const entry = { at: now, until: now + this.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      (answer) => {
        const end = until?.(answer);
        if (end !== undefined) entry.until = Math.min(entry.until, end);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return value;
  }
}
