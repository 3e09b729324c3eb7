import * as v from 'valibot';
import { RegionSchema } from './local';
import { StoreCardSchema } from './store-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/local-stores.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const LocalStoresSchema = pageSchema(StoreCardSchema, { region: RegionSchema, sort: v.string() });
