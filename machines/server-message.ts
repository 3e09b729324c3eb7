/**
 * The message of an error from an actor, read structurally (machines/ stays free of src/): the
 * server's Korean text the API client puts on its errors, or null when there is none to show.
 */
export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const message = (error as { message: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
