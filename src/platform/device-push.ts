import { nativeBridge, onHostMessage } from './native-bridge';

/** How long the app has to answer getDevicePushSetting. */
export const DEVICE_PUSH_ANSWER_MS = 10_000;

/**
 * Inside the native app's web view: asks the device for notification permission (when `ask`) and
 * for its push setting, and resolves with the app's setDevicePush answer ('Y' or 'N'), or null when
 * the app has no handler or does not answer in time.
 */
export function readDevicePush({ ask }: { ask: boolean }): Promise<'Y' | 'N' | null> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = (answer: 'Y' | 'N' | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      stop();
      resolve(answer);
    };
    const stop = onHostMessage((message) => {
      if (message.type === 'setDevicePush') finish(message.value);
    });
    const timer = setTimeout(() => finish(null), DEVICE_PUSH_ANSWER_MS);
    if (ask) nativeBridge.requestPermission('notification');
    if (!nativeBridge.getDevicePushSetting()) finish(null);
  });
}
