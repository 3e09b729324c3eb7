import { createExternalStore, useExternalStore } from '../external-store';
import { TOAST_DURATION_MS } from './toast-layout';

/**
 * Toast of SPEC.md §3: either `{ phrase }`, or an icon with a start, a highlighted point and an end
 * phrase. One shape with optional fields, so the server's toastItems can be passed as they come;
 * a non-empty `phrase` wins.
 */
export interface ToastInput {
  phrase?: string;
  /** image URL of a small icon (e.g. the star of the points) */
  icon?: string;
  startPhrase?: string;
  pointPhrase?: string;
  endPhrase?: string;
}
export type Toast = ToastInput & { id: string };

const hasText = (item: ToastInput) =>
  [item.phrase, item.startPhrase, item.pointPhrase, item.endPhrase].some((text) => text !== undefined && text.trim() !== '');

const store = createExternalStore<readonly Toast[]>([]);
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

/** The shown toasts, oldest first (read-only view of the store). */
export const toasts = { get: store.get, subscribe: store.subscribe };

/** Shows a toast for TOAST_DURATION_MS and returns its generated id; an item without text is ignored (null). */
export function showToast(item: ToastInput): string | null {
  if (!hasText(item)) return null;
  sequence += 1;
  const id = `toast-${sequence}`;
  store.set((list) => [...list, { ...item, id }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  store.set((list) => (list.some((toast) => toast.id === id) ? list.filter((toast) => toast.id !== id) : list));
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  store.set([]);
}

export function useToasts(): readonly Toast[] {
  return useExternalStore(store);
}
