import * as v from 'valibot';
import { ProductCardSchema } from './product-card';

/** The answers of src/api/catalog/home-season.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A seasonal delicacy (제철 먹거리) and the months it is in season. */
export const DelicacySchema = v.object({
  delicacyId: v.number(),
  code: v.string(),
  name: v.string(),
  description: v.string(),
  imageUrl: v.string(),
  months: v.array(v.number()),
});

export const HomeSeasonSchema = v.object({
  month: v.number(),
  title: v.string(),
  subtitle: v.string(),
  delicacies: v.array(DelicacySchema),
  products: v.array(ProductCardSchema),
});
