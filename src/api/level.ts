import * as v from 'valibot';

/**
 * The level shapes every member-data call shares (docs/api.md "Member data": Levels): the short
 * form of my page and the detailed form of the level and guide calls.
 */

export const LevelSchema = v.object({
  level: v.number(),
  /** '새싹', '잎새', '열매', '나무' */
  name: v.string(),
  /** 'sprout' | 'leaf' | 'fruit' | 'tree' (a name, not a URL) */
  icon: v.string(),
  emoji: v.string(),
});
export type Level = v.InferOutput<typeof LevelSchema>;

export const LevelDetailSchema = v.object({
  ...LevelSchema.entries,
  minPoint: v.number(),
  /** whole percent added to an exchange */
  exchangeBonusRate: v.number(),
  /** Korean text */
  benefit: v.string(),
});
export type LevelDetail = v.InferOutput<typeof LevelDetailSchema>;
