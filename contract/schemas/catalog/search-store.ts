import * as v from 'valibot';
import { StoreCardSchema } from './store-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/search-store.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const StoreSearchSchema = pageSchema(StoreCardSchema, { keyword: v.string() });
