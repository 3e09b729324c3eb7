import * as v from 'valibot';

/**
 * The toasts an answer may carry (SPEC.md §3 "Toast", §7: any success body may have a top-level
 * `toastItems`, which the app's client shows except on the product view count). The answers that
 * carry them say which (`withToasts` when they may, a list of PointToastSchema or PhraseToastSchema
 * when they always do).
 */

/** a toast as the app reads it: a phrase, or an icon with three phrase parts */
export const ToastItemSchema = v.object({
  phrase: v.optional(v.string()),
  icon: v.optional(v.string()),
  startPhrase: v.optional(v.string()),
  pointPhrase: v.optional(v.string()),
  endPhrase: v.optional(v.string()),
});

/** the toast of points earned ('star') or exchanged ('coin'): '출석 도장으로' '별 10개' '를 받았어요' */
export const PointToastSchema = v.object({
  icon: v.picklist(['star', 'coin']),
  startPhrase: v.string(),
  pointPhrase: v.string(),
  endPhrase: v.string(),
});

/** a toast of one sentence: '이벤트 응모가 완료되었어요.' */
export const PhraseToastSchema = v.object({ phrase: v.string() });

/** `toastItems` of an answer that has them only when it earned or exchanged 별 */
export const withToasts = { toastItems: v.optional(v.array(PointToastSchema)) };
