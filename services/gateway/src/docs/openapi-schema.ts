import type { JsonSchema } from './openapi.types.js';

// ---------------------------------------------------------------------------------------------
// Typed helpers: a schema's properties must be exactly the contract type's keys, its `required`
// list exactly the non-optional ones, and an enum must name every member of the contract's union.
// Changing a shape in @untangle/contracts without changing the document fails the build.
// ---------------------------------------------------------------------------------------------

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** An array literal that must hold every member of T (and nothing else). */
export function exhaustive<T extends string>() {
  return <const V extends readonly T[]>(values: V & ([T] extends [V[number]] ? unknown : never)): V => values;
}

export function objectSchema<T>() {
  return <const R extends readonly RequiredKeys<T>[]>(
    properties: { [K in keyof T & string]-?: JsonSchema },
    required: R & ([RequiredKeys<T>] extends [R[number]] ? unknown : never),
    extra: Pick<JsonSchema, 'description' | 'additionalProperties'> = {},
  ): JsonSchema => ({
    type: 'object',
    ...(extra.description ? { description: extra.description } : {}),
    properties: properties as Record<string, JsonSchema>,
    required: [...(required as readonly string[])],
    ...(extra.additionalProperties !== undefined ? { additionalProperties: extra.additionalProperties } : {}),
  });
}

export const dateTime = (description?: string): JsonSchema => ({
  type: 'string',
  format: 'date-time',
  ...(description ? { description } : {}),
});

export const nullableDateTime = (description: string): JsonSchema => ({
  type: ['string', 'null'],
  format: 'date-time',
  description,
});

/**
 * `$ref`s into one section of the document's components, the name checked against the object that
 * declares them: `componentRef<typeof SCHEMAS>('schemas')('Session')`.
 */
export function componentRef<Declared extends object>(section: 'schemas' | 'headers' | 'parameters') {
  return (name: keyof Declared & string): { $ref: string } => ({ $ref: `#/components/${section}/${name}` });
}
