/**
 * The TypeScript type of a value a JSON Schema accepts, for the small subset the API contract uses (objects with
 * `properties` and `required`, strings, `const`, arrays): the schema stays the one source of truth and the type
 * follows it. A keyword outside that subset gives `unknown`, never a wrong type.
 */
type RequiredKeys<Schema> = Schema extends { required: readonly (infer Key)[] } ? Key : never;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<Schema, Properties> = Flatten<
  { -readonly [K in keyof Properties as K extends RequiredKeys<Schema> ? K : never]: FromSchema<Properties[K]> } & {
    -readonly [K in keyof Properties as K extends RequiredKeys<Schema> ? never : K]?: FromSchema<Properties[K]>;
  }
>;

export type FromSchema<Schema> = Schema extends { const: infer Value }
  ? Value
  : Schema extends { type: 'string' }
    ? string
    : Schema extends { type: 'number' | 'integer' }
      ? number
      : Schema extends { type: 'boolean' }
        ? boolean
        : Schema extends { type: 'array'; items: infer Items }
          ? FromSchema<Items>[]
          : Schema extends { type: 'object'; properties: infer Properties }
            ? ObjectOf<Schema, Properties>
            : unknown;
