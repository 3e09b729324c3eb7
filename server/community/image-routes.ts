import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDb } from '../db/client';
import { communityImages, communityPosts } from '../db/schema';
import { ApiError, ErrorCode, errorResponse } from '../errors';
import { IMAGE_UPLOAD_LIMIT, INT4_MAX } from '../validation';
import { dishSvg } from '../art/dishes';
import { sendRaster, webpAnswer } from '../raster-answer';
import { madeOnce, rasterOnce, squareThumbnail } from '../art/raster';
import { readImageInfo } from './image-bytes';
import { COMMUNITY_IMAGE_PATH, COMMUNITY_THUMBNAIL_SIDE, COMMUNITY_THUMBNAIL_SUFFIX, communityImageUrl, type PostImage } from './posts';

/**
 * Community pictures: the upload (POST /api/v1/community/image, multipart field `file`) and the
 * pictures themselves (GET /images/community/:file, and `<id>-thumb.webp`: the lists' square
 * thumbnail of a picture, made from it on first request and kept like the rasters). An upload is judged by its bytes alone
 * (image-bytes.ts): JPEG, PNG, WebP or GIF, at most 10 MiB, 100×100 to 8000×8000 pixels. The
 * bytes are kept in the database (bytea), so the server needs no disk and PostgreSQL deployments
 * behave the same; a name never changes content, so pictures are cached for a year.
 */

export const COMMUNITY_UPLOAD_PATH = '/api/v1/community/image';
export const IMAGE_MIN_SIDE = 100;
export const IMAGE_MAX_SIDE = 8000;
/** an upload no post used within this long is removed */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export const IMAGE_MESSAGES = {
  type: 'JPG, PNG, WEBP, GIF 사진만 올릴 수 있어요.',
  tooLarge: '사진은 한 장에 10MB까지 올릴 수 있어요.',
  // made when shown: formatting a number in ko-KR at import loaded ICU's number data before the server
  // listened (issue 24, start-up; points/ledger.ts EXCHANGE_MESSAGES)
  get size() {
    return `사진은 가로세로 ${IMAGE_MIN_SIDE}~${IMAGE_MAX_SIDE.toLocaleString('ko-KR')}픽셀 사이여야 해요.`;
  },
  unreadable: '사진 파일을 읽을 수 없어요. 다른 사진을 골라 주세요.',
  missing: 'file 값이 필요해요. 사진을 골라 주세요.',
  notMultipart: '사진은 multipart/form-data의 file 필드로 보내 주세요.',
} as const;

const tooLarge = () => new ApiError(ErrorCode.OutOfRange, { status: 413, message: IMAGE_MESSAGES.tooLarge });

/**
 * 413 code 13 with the community's own message for an upload over 10 MiB. Mounted in app.ts on
 * the upload path before the general body limits, so it answers first.
 */
export const communityUploadLimit: MiddlewareHandler = bodyLimit({ maxSize: IMAGE_UPLOAD_LIMIT, onError: (c) => errorResponse(c, tooLarge()) });

/** The `file` field of a multipart body, as bytes (400 when there is none or the body is broken). */
export async function uploadedBytes(c: Context): Promise<Uint8Array> {
  const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) throw new ApiError(ErrorCode.NotMatched, { message: IMAGE_MESSAGES.notMultipart });
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch (cause) {
    throw new ApiError(ErrorCode.NotMatched, { message: IMAGE_MESSAGES.notMultipart, cause });
  }
  const files = form.getAll('file');
  const [file] = files;
  if (file === undefined || (typeof file === 'string' && file.trim() === '')) throw new ApiError(ErrorCode.MissingRequiredValue, { message: IMAGE_MESSAGES.missing });
  if (files.length > 1) throw new ApiError(ErrorCode.OutOfRange, { message: '사진은 한 번에 한 장씩 올려 주세요.' });
  if (typeof file === 'string') throw new ApiError(ErrorCode.NotMatched, { message: IMAGE_MESSAGES.type });
  if (file.size > IMAGE_UPLOAD_LIMIT) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/** Checks the bytes and keeps them as the member's upload; removes their unused uploads older than a day. */
export async function storeUpload(db: AppDb, memberId: number, bytes: Uint8Array, now: Date): Promise<PostImage> {
  if (bytes.length > IMAGE_UPLOAD_LIMIT) throw tooLarge();
  const info = readImageInfo(bytes);
  if (info === undefined) throw new ApiError(ErrorCode.NotMatched, { message: IMAGE_MESSAGES.type });
  if (info.width === undefined) throw new ApiError(ErrorCode.NotMatched, { message: IMAGE_MESSAGES.unreadable });
  const { width, height } = info;
  if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) {
    throw new ApiError(ErrorCode.OutOfRange, { message: `${IMAGE_MESSAGES.size} 이 사진은 ${width}×${height}픽셀이에요.` });
  }
  await db.delete(communityImages).where(and(isNull(communityImages.postId), eq(communityImages.source, 'UPLOAD'), lt(communityImages.createdAt, new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS))));
  const [row] = await db
    .insert(communityImages)
    .values({ memberId, source: 'UPLOAD', contentType: info.type, width, height, byteSize: bytes.length, data: bytes, createdAt: now })
    .returning({ id: communityImages.id });
  if (!row) throw new Error('image insert returned nothing');
  return { imageId: row.id, url: communityImageUrl(row.id, info.type), width, height };
}

const FILE = /^(\d{1,10})\.(jpg|png|webp|gif|svg)$/;
const THUMBNAIL_FILE = new RegExp(`^(\\d{1,10})${COMMUNITY_THUMBNAIL_SUFFIX.replace('.', '\\.')}$`);
const EXTENSION_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };
const CACHE = 'public, max-age=31536000, immutable';

function notFound(c: Context): Response {
  return c.body('이미지를 찾을 수 없어요.', 404, { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
}

let thumbnailWarned = false;

/** a seeded drawing's raster, kept under the address the posts give it (posts.ts communityImageUrl) */
const drawnPictureKey = (imageId: number) => communityImageUrl(imageId, 'image/webp');

/** a picture of a deleted or hidden post is not served any more, nor its thumbnail */
const servable = (imageId: number) =>
  and(eq(communityImages.id, imageId), or(isNull(communityImages.postId), sql`${communityPosts.deletedAt} is null and not ${communityPosts.isHidden}`));

/**
 * The thumbnail of a servable picture, made from an upload's bytes (read only when it is made, not on
 * every request: an upload may be 10 MB) or from the seed's drawing's own raster (960×720), made
 * square. Undefined when there is no such picture; `null` when this server cannot make
 * it (sharp without its binary, bytes sharp cannot read): the route then answers the picture itself,
 * which the card shows as well.
 */
async function thumbnailOf(db: AppDb, path: string, imageId: number): Promise<Buffer | null | undefined> {
  const [row] = await db
    .select({ art: communityImages.art, hasData: sql<boolean>`${communityImages.data} is not null` })
    .from(communityImages)
    .leftJoin(communityPosts, eq(communityPosts.id, communityImages.postId))
    .where(servable(imageId));
  const svg = row?.hasData === false && row.art !== null ? dishSvg(row.art, imageId) : undefined;
  if (!row || (!row.hasData && svg === undefined)) return undefined;
  try {
    return await madeOnce(`thumbnail ${path}`, async () => {
      // the seed's drawing: from the picture's own raster, made once for both addresses
      if (svg !== undefined) return squareThumbnail(await rasterOnce(drawnPictureKey(imageId), () => svg), COMMUNITY_THUMBNAIL_SIDE);
      const [bytes] = await db.select({ data: communityImages.data }).from(communityImages).where(eq(communityImages.id, imageId));
      if (!bytes?.data) throw new Error(`image ${imageId} has no bytes`);
      return squareThumbnail(Buffer.from(bytes.data), COMMUNITY_THUMBNAIL_SIDE);
    });
  } catch (error) {
    if (!thumbnailWarned) {
      thumbnailWarned = true;
      console.warn(`[server] 커뮤니티 사진의 썸네일을 만들 수 없어 원래 사진을 보내요: ${error instanceof Error ? error.message : String(error)}`);
    }
    return null;
  }
}

/** GET /images/community/:file — mounted at COMMUNITY_IMAGE_PATH. */
export function communityImageRoutes(db: AppDb): Hono {
  return new Hono()
    .get('/:file', compress(), async (c) => {
      const file = c.req.param('file');
      const thumbnail = THUMBNAIL_FILE.exec(file);
      const match = thumbnail ?? FILE.exec(file);
      const imageId = Number(match?.[1]);
      if (!match || imageId < 1 || imageId > INT4_MAX) return notFound(c);
      if (thumbnail) {
        // checked against the database on every request: a deleted post's thumbnail goes with it
        const bytes = await thumbnailOf(db, c.req.path, imageId);
        if (bytes === undefined) return notFound(c);
        if (bytes) return webpAnswer(c, bytes);
      }
      const [row] = await db
        .select({ contentType: communityImages.contentType, data: communityImages.data, art: communityImages.art, postId: communityImages.postId })
        .from(communityImages)
        .leftJoin(communityPosts, eq(communityPosts.id, communityImages.postId))
        .where(servable(imageId));
      if (!row) return notFound(c);
      const art = row.data === null && row.art !== null ? row.art : null;
      const svg = art === null ? undefined : dishSvg(art, imageId);
      // a thumbnail this server cannot make is the picture itself, in its own format
      const extension = thumbnail ? (row.data === null ? 'webp' : undefined) : match[2];
      // a drawn picture (the seed's) is served as its drawing (.svg) and as WebP (.webp, the address
      // the posts give: posts.ts communityImageUrl), rasterised once per address
      if (art !== null && extension === 'webp') return svg === undefined ? notFound(c) : sendRaster(c, drawnPictureKey(imageId), () => svg);
      if (extension !== undefined && EXTENSION_TYPES[extension] !== row.contentType) return notFound(c);
      const headers = { 'Content-Type': row.contentType, 'Cache-Control': CACHE, 'X-Content-Type-Options': 'nosniff' };
      if (row.data) return c.body(new Uint8Array(row.data), 200, headers);
      return svg === undefined ? notFound(c) : c.body(svg, 200, headers);
    })
    .get('/*', notFound);
}

export { COMMUNITY_IMAGE_PATH };
