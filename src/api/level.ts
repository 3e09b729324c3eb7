import type * as v from 'valibot';
import { LevelDetailSchema, LevelSchema } from '../../contract/schemas/level';

export { LevelDetailSchema, LevelSchema };

/**
 * The level shapes every member-data call shares (docs/api.md "Member data": Levels): the short
 * form of my page and the detailed form of the level and guide calls.
 */

export type Level = v.InferOutput<typeof LevelSchema>;

export type LevelDetail = v.InferOutput<typeof LevelDetailSchema>;
