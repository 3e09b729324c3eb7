// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkPickedFiles, decodeHostImage, imageMessages, safeFileName, sniffImageType } from './image-checks';
import { pickFromAnswer } from './native-picker';

const MB = 1024 * 1024;
const file = (type: string, size = 1000) => ({ type, size });
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('pictures picked in the browser', () => {
  it('takes JPEG, PNG, WebP and GIF up to 10 MB', () => {
    const files = [file('image/jpeg'), file('image/png'), file('image/webp'), file('image/gif', 10 * MB)];
    expect(checkPickedFiles(files, 10)).toEqual({ accepted: files, notice: null });
  });

  it('refuses other types and bigger pictures with the Korean messages', () => {
    expect(checkPickedFiles([file('image/heic'), file('image/png')], 10)).toEqual({ accepted: [file('image/png')], notice: imageMessages.type });
    expect(checkPickedFiles([file('image/png', 10 * MB + 1)], 10)).toEqual({ accepted: [], notice: imageMessages.size });
    expect(imageMessages).toEqual({
      type: 'JPG, PNG, WEBP, GIF 사진만 올릴 수 있어요.',
      size: '사진은 한 장에 10MB까지 올릴 수 있어요.',
      count: '사진은 10장까지 올릴 수 있어요.',
    });
  });

  it('keeps the first ones that fit the slots left', () => {
    const files = Array.from({ length: 4 }, (_, i) => file('image/png', i + 1));
    expect(checkPickedFiles(files, 2)).toEqual({ accepted: files.slice(0, 2), notice: imageMessages.count });
    expect(checkPickedFiles(files, 0)).toEqual({ accepted: [], notice: imageMessages.count });
  });
});

describe("pictures from the app's picker (hostile input)", () => {
  it('knows the types by their bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });

  it('decodes a data URL or a bare base64 of an allowed type', () => {
    const decoded = decodeHostImage(`data:image/png;base64,${base64(PNG)}`, '../../etc/IMG_0001.PNG', 0);
    expect(decoded).toMatchObject({ ok: true, type: 'image/png', name: 'IMG_0001.png' });
    expect(decodeHostImage(base64(JPEG), null, 2)).toMatchObject({ ok: true, type: 'image/jpeg', name: 'photo-3.jpg' });
    expect(decodeHostImage(`data:image/jpg;base64,${base64(JPEG)}`, 'a', 0)).toMatchObject({ ok: true, type: 'image/jpeg' });
  });

  it('refuses what is not a picture, lies about its type, is not base64 or is too big', () => {
    const refused = (data: string) => decodeHostImage(data, null, 0);
    expect(refused(`data:image/svg+xml;base64,${btoa('<svg/>')}`)).toEqual({ ok: false, message: imageMessages.type });
    expect(refused(`data:image/png;base64,${base64(JPEG)}`)).toEqual({ ok: false, message: imageMessages.type });
    expect(refused(btoa('<html><script>alert(1)</script></html>'))).toEqual({ ok: false, message: imageMessages.type });
    expect(refused('data:text/html,<script>alert(1)</script>')).toEqual({ ok: false, message: imageMessages.type });
    expect(refused('not base64!')).toEqual({ ok: false, message: imageMessages.type });
    expect(refused('')).toEqual({ ok: false, message: imageMessages.type });
    // measured before decoding: 10 MB + 3 bytes of base64 is never decoded
    expect(refused('A'.repeat((Math.floor((10 * 1024 * 1024) / 3) + 1) * 4))).toEqual({ ok: false, message: imageMessages.size });
  });

  it('file names lose paths and odd characters', () => {
    expect(safeFileName('C:\\Users\\me\\냉이<script>.jpeg', 'image/jpeg', 0)).toBe('냉이script.jpg');
    expect(safeFileName('', 'image/gif', 4)).toBe('photo-5.gif');
  });

  it('an answer becomes files: refused ones named, the slots respected', () => {
    const good = { data: `data:image/png;base64,${base64(PNG)}`, name: 'a.png' };
    const pick = pickFromAnswer([good, { data: 'nope' }, good, good], 2);
    expect(pick.files.map((f) => [f.name, f.type])).toEqual([
      ['a.png', 'image/png'],
      ['a.png', 'image/png'],
    ]);
    expect(pick.notice).toBe(imageMessages.type);
    expect(pickFromAnswer([good, good], 1).notice).toBe(imageMessages.count);
  });
});
