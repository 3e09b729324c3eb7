import { COMMUNITY_LIMITS, IMAGE_TYPES } from '../../api/community/schemas';

/** The form's messages for pictures refused before they are uploaded (the server's words for the same rules). */
export const imageMessages = {
  type: 'JPG, PNG, WEBP, GIF 사진만 올릴 수 있어요.',
  size: '사진은 한 장에 10MB까지 올릴 수 있어요.',
  count: `사진은 ${COMMUNITY_LIMITS.imagesMax}장까지 올릴 수 있어요.`,
} as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

export const isImageType = (type: string): type is ImageType => (IMAGE_TYPES as readonly string[]).includes(type);

/** What the file input's `accept` says. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * The pictures picked that may be uploaded: of an allowed type, at most 10 MB, and no more than the
 * slots left (the first ones win). `notice` tells why some were left out (type, then size, then
 * count), or is null.
 */
export function checkPickedFiles<T extends { type: string; size: number }>(files: readonly T[], slotsLeft: number): { accepted: T[]; notice: string | null } {
  const reasons = new Set<keyof typeof imageMessages>();
  const fitting = files.filter((file) => {
    if (!isImageType(file.type)) reasons.add('type');
    else if (file.size > COMMUNITY_LIMITS.imageBytesMax) reasons.add('size');
    else return true;
    return false;
  });
  const accepted = fitting.slice(0, Math.max(0, slotsLeft));
  if (accepted.length < fitting.length) reasons.add('count');
  const first = (['type', 'size', 'count'] as const).find((reason) => reasons.has(reason));
  return { accepted, notice: first ? imageMessages[first] : null };
}

/** The picture type its first bytes say (JPEG, PNG, WebP, GIF), whatever its name or declared type. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(?:;[a-z0-9-]+=[a-z0-9.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodedImage = { ok: true; bytes: Uint8Array; type: ImageType; name: string } | { ok: false; message: string };

/** The decoded size of a base64 text without decoding it. */
const decodedLength = (base64: string) => (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/**
 * One picture the app's picker answered (docs/decisions.md "Community writing, my page and search"), taken
 * as hostile input: a data URL of an allowed type or a bare base64, strict base64, at most 10 MB
 * (measured before decoding), and bytes that are really a JPEG, PNG, WebP or GIF (a data URL's
 * declared type must agree). The name is reduced to a plain file name.
 */
export function decodeHostImage(data: string, name: string | null | undefined, index: number): DecodedImage {
  let declared: string | null = null;
  let base64 = data;
  const prefix = DATA_URL.exec(data);
  if (prefix) {
    declared = prefix[1]?.toLowerCase() ?? null;
    // a common misspelling of JPEG's type in apps
    if (declared === 'image/jpg') declared = 'image/jpeg';
    base64 = data.slice(prefix[0].length);
    if (declared !== null && !isImageType(declared)) return { ok: false, message: imageMessages.type };
  } else if (data.startsWith('data:')) {
    return { ok: false, message: imageMessages.type };
  }
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) return { ok: false, message: imageMessages.type };
  if (decodedLength(base64) > COMMUNITY_LIMITS.imageBytesMax) return { ok: false, message: imageMessages.size };
  let bytes: Uint8Array;
  try {
    const binary = atob(base64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  } catch {
    return { ok: false, message: imageMessages.type };
  }
  const type = sniffImageType(bytes);
  if (type === null || (declared !== null && declared !== type)) {
    return { ok: false, message: imageMessages.type };
  }
  return { ok: true, bytes, type, name: safeFileName(name, type, index) };
}

/** A plain file name with the type's extension: no path, no control characters, at most 80 characters. */
export function safeFileName(name: string | null | undefined, type: ImageType, index: number): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[^\p{L}\p{N}._ -]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 72);
  return `${base || `photo-${index + 1}`}.${EXTENSION[type]}`;
}
