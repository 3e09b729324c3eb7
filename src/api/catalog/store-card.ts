import type * as v from 'valibot';
import { StoreCardSchema } from '../../../contract/schemas/catalog/store-card';

export { StoreCardSchema };

export type StoreCard = v.InferOutput<typeof StoreCardSchema>;
