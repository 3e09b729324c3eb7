import { useState, type KeyboardEvent } from 'react';
import { showToast } from './toast/toast-store';

/** the keys that open a select's list or a menu button's menu */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface LoadOnUse<T> {
  /** the control, once its code is here */
  loaded: T | null;
  /** a tap: load the code and show the control */
  open: () => void;
  /** a touch or focus: fetch the code */
  preload: () => void;
  /** an opening key on the stand-in: as a tap */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A control whose code loads when the shopper first reaches for it: the page draws a stand-in that
 * looks and reads like the control (the same trigger, the same name and role), `preload` fetches the
 * code on a touch or focus, and `open` (a tap, an opening key) loads it and hands back the control,
 * which then takes the stand-in's place, open. A page that is only looked at loads none of it
 * (docs/decisions.md "Fewer files per page"). If the code cannot load (offline, or gone after a
 * deploy), the stand-in stays and a toast says why nothing opened.
 */
export function useLoadOnUse<T>(load: () => Promise<T>, failure: string): LoadOnUse<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const open = () =>
    void load().then(
      (value) => setLoaded({ value }),
      () => showToast({ phrase: failure }),
    );
  return {
    loaded: loaded?.value ?? null,
    open,
    preload: () => void load().catch(() => undefined),
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
  };
}
