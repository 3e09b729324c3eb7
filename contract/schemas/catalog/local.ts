import * as v from 'valibot';

/** The answers of src/api/catalog/local.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A region of the local-specialty screens; `mapPosition` is 0–100 from the left and the top. */
export const RegionSchema = v.object({
  localCode: v.string(),
  name: v.string(),
  shortName: v.string(),
  description: v.string(),
  specialties: v.array(v.string()),
  imageUrl: v.string(),
  storeCount: v.number(),
  productCount: v.number(),
  mapPosition: v.object({ x: v.number(), y: v.number() }),
});

export const LocalSchema = v.object({ regions: v.array(RegionSchema) });
