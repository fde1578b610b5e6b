/** A JSON Schema (draft-07) fragment, as plain data. */
export type JsonSchema = { readonly [keyword: string]: unknown };
