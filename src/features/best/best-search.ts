import * as v from 'valibot';

/** Query of /best: `category` is the chosen tab (a first-level category code); absent: 전체. */
export const bestSearchSchema = v.object({
  category: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,32}$/))), undefined),
});

export type BestSearch = v.InferOutput<typeof bestSearchSchema>;
