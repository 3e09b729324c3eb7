/**
 * Data of the community writing statechart (docs/api.md "Community", "Writing"). Pure TypeScript:
 * the app maps its API answers onto these shapes (src/features/community-write/).
 */

/** The kinds of post a member writes: 오늘의 식탁 and 질문. */
export type PostKind = 'DASHBOARD' | 'QNA';

/**
 * The writing limits of docs/api.md. The client's own copy is COMMUNITY_LIMITS in
 * src/api/community/schemas.ts (machines/ never import src/); a unit test there holds them equal.
 */
export const POST_LIMITS = {
  titleMin: 2,
  titleMax: 40,
  bodyMin: 5,
  bodyMax: 2000,
  imagesMax: 10,
  /** 오늘의 식탁 needs at least one picture */
  dashboardImagesMin: 1,
} as const;

/** A picture the server keeps (POST /community/image's answer, or one of the post being edited). */
export interface UploadedImage {
  imageId: number;
  url: string;
  width: number;
  height: number;
}

export type ImageStatus = 'pending' | 'uploading' | 'uploaded' | 'failed';

/** One picture of the form, in the order shown. */
export interface PostImageItem {
  /** 'img-1', 'img-2', … in the order picked (restored and loaded pictures: 'saved-<imageId>') */
  key: string;
  status: ImageStatus;
  /** what the thumbnail shows: a local preview until the server's picture is known */
  previewUrl: string;
  /** what the upload sends (a Blob in the browser); null once uploaded */
  source: unknown;
  /** the file name sent with the upload */
  name: string;
  image: UploadedImage | null;
  /** why the upload failed (the server's Korean message) */
  error: string | null;
}

/** A picture picked on the device and already checked (type, size, count) by the app. */
export interface PickedImage {
  source: unknown;
  previewUrl: string;
  name: string;
}

/** What survives a reload (localStorage, per member and form): the texts and the uploaded pictures. */
export interface PostDraft {
  title: string;
  body: string;
  images: UploadedImage[];
}

export interface FieldErrors {
  title: string | null;
  body: string | null;
  images: string | null;
}

/** The banned-word check's answer per field: the server's message, or null when clean. */
export interface BannedWordsOutcome {
  title: string | null;
  body: string | null;
}

/** What the submit actor sends: POST (editId null) or PUT of the post. */
export interface PostSubmission {
  kind: PostKind;
  editId: number | null;
  title: string;
  body: string;
  imageIds: number[];
}

export interface SubmittedPost {
  postId: number;
}

export interface CommunityPostInput {
  kind: PostKind;
  /** the post being edited, or null for a new one */
  editId: number | null;
  /** the stored draft of this member and form, when there is one */
  draft: PostDraft | null;
}

/** Korean texts the machine decides on; the server's own messages are shown as they come. */
export const postTexts = {
  titleShort: `제목을 ${POST_LIMITS.titleMin}자 이상 입력해 주세요.`,
  titleLong: `제목은 ${POST_LIMITS.titleMax}자까지 쓸 수 있어요.`,
  bodyShort: `내용을 ${POST_LIMITS.bodyMin}자 이상 입력해 주세요.`,
  bodyLong: `내용은 ${POST_LIMITS.bodyMax.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`,
  imagesRequired: '사진을 한 장 이상 올려 주세요.',
  tooManyImages: `사진은 ${POST_LIMITS.imagesMax}장까지 올릴 수 있어요.`,
  imagesFailed: '올리지 못한 사진이 있어요. 다시 시도하거나 사진을 빼고 등록해 주세요.',
  uploadFailed: '사진을 올리지 못했어요.',
  submitFailed: '글을 등록하지 못했어요. 잠시 후 다시 시도해 주세요.',
  loadFailed: '글을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/** The message of an actor's error (the API client's errors carry the server's Korean text). */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '' && /[가-힣]/.test(message)) return message;
  }
  return fallback;
}

/** The length rules of a title and a body, trimmed as the server trims them. */
export function localErrors(kind: PostKind, title: string, body: string, imageCount: number): FieldErrors {
  const t = title.trim().length;
  const b = body.trim().length;
  return {
    title: t < POST_LIMITS.titleMin ? postTexts.titleShort : t > POST_LIMITS.titleMax ? postTexts.titleLong : null,
    body: b < POST_LIMITS.bodyMin ? postTexts.bodyShort : b > POST_LIMITS.bodyMax ? postTexts.bodyLong : null,
    images:
      kind === 'DASHBOARD' && imageCount < POST_LIMITS.dashboardImagesMin
        ? postTexts.imagesRequired
        : imageCount > POST_LIMITS.imagesMax
          ? postTexts.tooManyImages
          : null,
  };
}

export const hasAnyError = (errors: FieldErrors): boolean => errors.title !== null || errors.body !== null || errors.images !== null;
