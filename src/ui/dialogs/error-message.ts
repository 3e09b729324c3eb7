import { DEFAULT_DIALOG_MESSAGE } from './dialog-store';

/** The message to show for a failure: the error's own (server) message, or the generic one. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return DEFAULT_DIALOG_MESSAGE;
}
