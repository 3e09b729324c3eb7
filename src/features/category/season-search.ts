import * as v from 'valibot';

/**
 * Query of the /category/season/* routes, handed to the screen as props (SPEC.md §2).
 * Bad values are dropped rather than failing the page: a shared link with a typo still opens.
 */
export const seasonSearchSchema = v.object({
  /** occasion or recommendation group code */
  code: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))), undefined),
  /** title to show while the group loads */
  title: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(60))), undefined),
  /** month of the seasonal delicacy, 1–12 */
  month: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))), undefined),
});

export type SeasonSearch = v.InferOutput<typeof seasonSearchSchema>;
