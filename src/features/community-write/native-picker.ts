import { useEffect, useRef } from 'react';
import { device } from '../../platform/device';
import { hasNativeHandler, nativeBridge, onHostMessage } from '../../platform/native-bridge';
import { decodeHostImage, imageMessages } from './image-checks';

/** How long an asked picker may take to answer (the member browses the gallery). */
export const PICKER_ANSWER_MS = 10 * 60 * 1000;

export interface NativePick {
  files: File[];
  /** why some answered pictures were refused, or null */
  notice: string | null;
}

/** Inside the native app with a picker: the form asks the app instead of showing a file input. */
export function usesNativePicker(): boolean {
  return device.isApp() && hasNativeHandler('getSelectedImage');
}

/**
 * Turns the app's answer into files: each picture decoded and checked (decodeHostImage), the first
 * `slotsLeft` kept. The notice names the first reason something was refused.
 */
export function pickFromAnswer(images: ReadonlyArray<{ data: string; name?: string | null | undefined }>, slotsLeft: number): NativePick {
  const files: File[] = [];
  let notice: string | null = null;
  images.forEach((image, index) => {
    const decoded = decodeHostImage(image.data, image.name, index);
    if (!decoded.ok) {
      notice ??= decoded.message;
      return;
    }
    if (files.length >= slotsLeft) {
      notice ??= imageMessages.count;
      return;
    }
    const bytes = new Uint8Array(decoded.bytes);
    files.push(new File([bytes], decoded.name, { type: decoded.type }));
  });
  return { files, notice };
}

/**
 * The app's picker (SPEC.md §7 getSelectedImage): `pick()` asks the app, and the next selectedImage
 * answer within PICKER_ANSWER_MS goes to `onPicked`. Answers nobody asked for are dropped.
 */
export function useNativePicker(onPicked: (pick: NativePick) => void, slotsLeft: number) {
  const askedAt = useRef<number | null>(null);
  const latest = useRef({ onPicked, slotsLeft });
  useEffect(() => {
    latest.current = { onPicked, slotsLeft };
  });
  useEffect(
    () =>
      onHostMessage((message) => {
        if (message.type !== 'selectedImage') return;
        const asked = askedAt.current;
        if (asked === null || Date.now() - asked > PICKER_ANSWER_MS) return;
        askedAt.current = null;
        if (message.images.length === 0) return;
        latest.current.onPicked(pickFromAnswer(message.images, latest.current.slotsLeft));
      }),
    [],
  );
  return {
    pick: () => {
      askedAt.current = Date.now();
      if (!nativeBridge.getSelectedImage()) askedAt.current = null;
    },
  };
}
