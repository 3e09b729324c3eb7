/** Share info of SPEC.md §3: what the header's share button hands to the share dialog. */
export interface ShareInfo {
  title: string;
  description?: string;
  imageUrl?: string;
  /** web address to share; the current page when absent */
  url?: string;
  /** address the native app opens (messenger share's app link) */
  appUrl?: string;
  /** what is shared, e.g. 'deal', 'event', 'community' */
  type?: string;
  /** community posts: which board, and the post, for the share record call */
  communityType?: string;
  postId?: number | string;
  /** analytics event names sent when the messenger share / URL copy is used */
  kakaoGtag?: string;
  urlGtag?: string;
}

export type ShareChannel = 'messenger' | 'url';

export interface ShareOptions {
  /**
   * Records a completed share (e.g. POST /api/v1/community/post-share). A rejection shows an
   * alert with the error's message (SPEC.md §8).
   */
  onRecord?: (channel: ShareChannel, info: ShareInfo) => Promise<unknown>;
  /** The messenger share could not run; the app may be asked to open the messenger's store page. */
  onMessengerUnavailable?: () => void;
}

export function shareUrl(info: ShareInfo): string {
  return info.url ?? globalThis.location?.href ?? '';
}

/** SPEC.md §9: the copy button shows '복사됨' this long after copying. */
export const COPY_FEEDBACK_MS = 1500;
