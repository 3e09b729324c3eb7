import { createExternalStore, useExternalStore } from '../external-store';

/** SPEC.md §2 "Alert: … default text if empty". */
export const DEFAULT_DIALOG_MESSAGE = '잠시 문제가 있어 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface AlertOptions {
  /** HTML, sanitised before it is shown; empty → DEFAULT_DIALOG_MESSAGE */
  message?: string;
  title?: string;
  /** called exactly once, when the alert closes */
  onClose?: () => void;
}

export type ConfirmLayout = 'horizontal' | 'stacked';

export interface ConfirmOptions {
  message?: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** buttons side by side (default) or one above the other */
  layout?: ConfirmLayout;
  /** when true, outside clicks and Escape do not close it */
  persistent?: boolean;
}

interface RequestState {
  id: number;
  message: string;
  title: string | undefined;
  /** false once answered: the dialog is leaving */
  open: boolean;
}
export interface AlertRequest extends RequestState {
  kind: 'alert';
  finish: () => void;
}
export interface ConfirmRequest extends RequestState {
  kind: 'confirm';
  confirmText: string;
  cancelText: string;
  layout: ConfirmLayout;
  persistent: boolean;
  finish: (confirmed: boolean) => void;
}
export type DialogRequest = AlertRequest | ConfirmRequest;

const queue = createExternalStore<readonly DialogRequest[]>([]);
let sequence = 0;

const messageOrDefault = (message: string | undefined) =>
  message && message.trim() !== '' ? message : DEFAULT_DIALOG_MESSAGE;

/** A persistent alert with a single '확인' button; resolves when it closes. */
export function alert({ message, title, onClose }: AlertOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    sequence += 1;
    const request: AlertRequest = {
      kind: 'alert',
      id: sequence,
      message: messageOrDefault(message),
      title,
      open: true,
      finish: () => {
        onClose?.();
        resolve();
      },
    };
    queue.set((list) => [...list, request]);
  });
}

/** Resolves true on confirm, false on cancel (or Escape / outside click unless persistent). */
export function confirm({
  message,
  title,
  confirmText = '확인',
  cancelText = '취소',
  layout = 'horizontal',
  persistent = false,
}: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    sequence += 1;
    const request: ConfirmRequest = {
      kind: 'confirm',
      id: sequence,
      message: messageOrDefault(message),
      title,
      confirmText,
      cancelText,
      layout,
      persistent,
      open: true,
      finish: resolve,
    };
    queue.set((list) => [...list, request]);
  });
}

/** Answers the dialog once: later calls (double taps, the exit animation) are ignored. */
export function answerDialog(id: number, confirmed: boolean): void {
  const request = queue.get().find((item) => item.id === id);
  if (!request || !request.open) return;
  queue.set((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (request.kind === 'alert') request.finish();
  else request.finish(confirmed);
}

/** Drops an answered dialog once it has left the screen, so the next queued one can show. */
export function removeDialog(id: number): void {
  queue.set((list) => (list.some((item) => item.id === id && !item.open) ? list.filter((item) => item.id !== id) : list));
}

/** The dialog on screen: the oldest unanswered or leaving request. */
export function useCurrentDialog(): DialogRequest | undefined {
  return useExternalStore(queue)[0];
}

/** Test helper: forget every dialog without answering. */
export function resetDialogs(): void {
  queue.set([]);
}
