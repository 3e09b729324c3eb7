import { useState } from 'react';
import { showToast } from './toast/toast-store';

/**
 * A control whose code loads when the shopper first reaches for it: the page draws a stand-in that
 * looks and reads like the control (the same trigger, the same name and role), `preload` fetches the
 * code on a touch or focus, and `use` (a tap, an opening key) loads it and hands back the control,
 * which then takes the stand-in's place, open. A page that is only looked at loads none of it
 * (docs/decisions.md "Fewer files per page"). If the code cannot load (offline, or gone after a
 * deploy), the stand-in stays and a toast says why nothing opened.
 */
export function useLoadOnUse<T>(load: () => Promise<T>, failure: string): { loaded: T | null; use: () => void; preload: () => void } {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  return {
    loaded: loaded?.value ?? null,
    use: () =>
      void load().then(
        (value) => setLoaded({ value }),
        () => showToast({ phrase: failure }),
      ),
    preload: () => void load().catch(() => undefined),
  };
}
