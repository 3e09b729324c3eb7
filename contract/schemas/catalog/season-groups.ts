import * as v from 'valibot';
import { ProductCardSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/season-groups.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const OccasionSchema = v.object({ code: v.string(), name: v.string(), description: v.string(), imageUrl: v.string() });

export const SeasonOccasionSchema = pageSchema(ProductCardSchema, {
  occasions: v.array(OccasionSchema),
  selected: OccasionSchema,
  sort: v.string(),
});

export const RecommendationCategorySchema = v.object({
  recommendationCategoryId: v.number(),
  name: v.string(),
  description: v.string(),
  imageUrl: v.string(),
});

export const SeasonRecommendationSchema = pageSchema(ProductCardSchema, {
  categories: v.array(RecommendationCategorySchema),
  selected: RecommendationCategorySchema,
  sort: v.string(),
});
