import { useCallback, useState, type KeyboardEvent } from 'react';
import { showToast } from './toast/toast-store';

/** the keys that open a select's list or a menu button's menu */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface LoadOnUse<T> {
  /** the control, once its code is here */
  loaded: T | null;
  /** load the code and show the control (a tap; the same function from one render to the next) */
  open: () => void;
  /** the stand-in trigger's handlers: a touch or focus fetches the code, a tap or an opening key opens */
  triggerProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/**
 * A control whose code loads when the shopper first reaches for it: the page draws a stand-in that
 * looks and reads like the control (the same trigger, the same name and role), `preload` fetches the
 * code on a touch or focus, and `open` (a tap, an opening key) loads it and hands back the control,
 * which then takes the stand-in's place, open. A page that is only looked at loads none of it
 * (docs/decisions.md "Fewer files per page"). If the code cannot load (offline, or gone after a
 * deploy), the stand-in stays, a toast says why nothing opened, and `onFailure` runs.
 */
export function useLoadOnUse<T>(load: () => Promise<T>, failure: string, onFailure?: () => void): LoadOnUse<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const open = useCallback(
    () =>
      void load().then(
        (value) => setLoaded({ value }),
        () => {
          showToast({ phrase: failure });
          onFailure?.();
        },
      ),
    [load, failure, onFailure],
  );
  const preload = () => void load().catch(() => undefined);
  return {
    loaded: loaded?.value ?? null,
    open,
    triggerProps: {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: open,
      onKeyDown: (event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      },
    },
  };
}
