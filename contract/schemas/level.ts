import * as v from 'valibot';

/** The answers of src/api/level.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const LevelSchema = v.object({
  level: v.number(),
  /** '새싹', '잎새', '열매', '나무' */
  name: v.string(),
  /** 'sprout' | 'leaf' | 'fruit' | 'tree' (a name, not a URL) */
  icon: v.string(),
  emoji: v.string(),
});

export const LevelDetailSchema = v.object({
  ...LevelSchema.entries,
  minPoint: v.number(),
  /** whole percent added to an exchange */
  exchangeBonusRate: v.number(),
  /** Korean text */
  benefit: v.string(),
});
