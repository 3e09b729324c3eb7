/**
 * What an uploaded picture is, read from its own bytes (never its name or declared type): JPEG,
 * PNG, WebP or GIF by their signatures, and the width and height from their headers. No decoder,
 * no native dependency: only the few header bytes each format keeps its size in.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface ImageInfo {
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
}

export const EXTENSIONS: Readonly<Record<ImageType | 'image/svg+xml', string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The picture's type by its signature, or undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return undefined;
}

function pngSize(b: Uint8Array): [number, number] | undefined {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return undefined;
  return [u32be(b, 16), u32be(b, 20)];
}

function gifSize(b: Uint8Array): [number, number] | undefined {
  return b.length < 10 ? undefined : [u16le(b, 6), u16le(b, 8)];
}

/** SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(b: Uint8Array): [number, number] | undefined {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // markers without a length: TEM and RST0–7; SOI again
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan before a frame
    const length = u16be(b, i + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (i + 9 > b.length) return undefined;
      return [u16be(b, i + 7), u16be(b, i + 5)];
    }
    i += 2 + length;
  }
  return undefined;
}

function webpSize(b: Uint8Array): [number, number] | undefined {
  if (b.length < 30) return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    // frame tag (3 bytes) then the start code 9D 01 2A, then 14-bit width and height
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = ((b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)) >>> 0;
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  return undefined;
}

/**
 * The picture's type and size, or `{ type }` alone when the type is known but its header is cut
 * short or broken, or undefined when the bytes are none of the four types.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | { readonly type: ImageType; readonly width?: undefined; readonly height?: undefined } | undefined {
  const type = imageTypeOf(bytes);
  if (type === undefined) return undefined;
  const size =
    type === 'image/png' ? pngSize(bytes)
    : type === 'image/gif' ? gifSize(bytes)
    : type === 'image/jpeg' ? jpegSize(bytes)
    : webpSize(bytes);
  if (size === undefined || size[0] <= 0 || size[1] <= 0) return { type };
  return { type, width: size[0], height: size[1] };
}
