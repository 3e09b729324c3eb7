import * as v from 'valibot';
import { ProductCardSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/search-recommendation.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const SearchRecommendationSchema = pageSchema(ProductCardSchema, { title: v.string(), sort: v.string() });
