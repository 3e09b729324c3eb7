import * as v from 'valibot';

/**
 * The page envelope of every list answered page by page (docs/api.md "Catalogue"):
 * `{ items, page, size, totalCount, hasNext }` around any item schema, plus `extra` fields.
 * Pure, and marked so: a page schema nobody reads is left out of the bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageSchema<TItem extends v.GenericSchema, TExtra extends v.ObjectEntries = Record<never, never>>(
  item: TItem,
  extra?: TExtra,
) {
  return v.object({
    ...(extra ?? ({} as TExtra)),
    items: v.array(item),
    page: v.number(),
    size: v.number(),
    totalCount: v.number(),
    hasNext: v.boolean(),
  });
}

/**
 * What the server sends for a schema: its input side (the app parses it into the output side).
 * The server types its answers with it: `c.json(body satisfies Wire<typeof Schema>)`.
 */
export type Wire<TSchema extends v.GenericSchema> = DeepReadonly<v.InferInput<TSchema>>;

/**
 * Read-only all the way down: the server's own types hold readonly lists (a catalogue row, a
 * template), which an answer may be; the wire only needs to read them.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly DeepReadonly<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/**
 * `{}`: the answer of a logout, a withdrawal or a delete, which has nothing more to say. Strict: an
 * answer with a field is a change of the contract (write the field here first), and the contract
 * test and the OpenAPI document (additionalProperties: false) see it.
 */
export const EmptyAnswerSchema = v.strictObject({});
