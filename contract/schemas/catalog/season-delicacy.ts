import * as v from 'valibot';
import { DelicacySchema } from './home-season';
import { ProductCardSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/season-delicacy.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const SeasonDelicacySchema = pageSchema(ProductCardSchema, {
  month: v.number(),
  title: v.string(),
  /** every delicacy of the month, for the chips */
  delicacies: v.array(DelicacySchema),
  selectedCode: v.nullable(v.string()),
  sort: v.string(),
});
