import { useEffect, useState } from 'react';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 180;

/** `value`, once it has stayed the same for `delay` ms; an empty value passes at once. */
export function useDebouncedValue(value: string, delay = SUGGEST_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return value === '' ? '' : settled;
}
