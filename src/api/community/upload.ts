import { request } from '../client';
import { COMMUNITY_BASE, UploadedImageSchema, type PostImage } from './schemas';

/**
 * POST /api/v1/community/image (member, multipart/form-data, field `file`): one picture. The server
 * checks its content (JPEG, PNG, WebP, GIF), 10 MiB and 100×100–8000×8000 pixels; its refusals
 * arrive as catalogue errors with the Korean message (400/12, 413/13, 400/13).
 */
export const COMMUNITY_IMAGE_PATH = `${COMMUNITY_BASE}/image`;

export function uploadCommunityImage(file: Blob, name: string, signal?: AbortSignal): Promise<PostImage> {
  const form = new FormData();
  form.append('file', file, name);
  return request(UploadedImageSchema, COMMUNITY_IMAGE_PATH, { method: 'POST', body: form, signal });
}
