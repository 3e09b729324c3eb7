import * as v from 'valibot';

/**
 * Query of /season: `code` picks one delicacy of the month, `month` another month (1–12). Bad
 * values are dropped rather than failing the page: a shared link with a typo still opens.
 */
export const seasonScreenSearchSchema = v.object({
  code: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/))), undefined),
  month: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))), undefined),
});

export type SeasonScreenSearch = v.InferOutput<typeof seasonScreenSearchSchema>;
