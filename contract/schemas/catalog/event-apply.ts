import * as v from 'valibot';
import { PhraseToastSchema } from '../toast';

/** The answers of src/api/catalog/event-apply.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const EventApplyResultSchema = v.object({
  eventId: v.number(),
  appliedAt: v.string(),
  applyCount: v.number(),
  /** Korean confirmation, with the announcement date when there is a draw */
  message: v.string(),
  /** '이벤트 응모가 완료되었어요.' */
  toastItems: v.array(PhraseToastSchema),
});
