import * as v from 'valibot';

/** The answers of src/api/category.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A category of the tree (recursive, so written out for the schema's type). */
export interface CategoryNode {
  categoryCode: string;
  name: string;
  depth: number;
  imageUrl?: string | null | undefined;
  children?: CategoryNode[] | undefined;
}

export const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  categoryCode: v.string(),
  name: v.string(),
  depth: v.number(),
  imageUrl: v.nullish(v.string()),
  children: v.optional(v.array(v.lazy(() => CategoryNodeSchema))),
});

export const CategoryResponseSchema = v.object({
  category: v.nullish(
    v.object({ categoryCode: v.string(), name: v.string(), depth: v.number(), parentCode: v.nullish(v.string()) }),
  ),
  children: v.array(CategoryNodeSchema),
});
