import type { GraphQLFieldResolver } from 'graphql';

const snakeNames = new Map<string, string>();

/** createdAt → created_at: REST parents keep their snake_case names, the graph shows camelCase. Remembered, as a page asks the same few names of every row. */
const snakeCase = (name: string) => {
  let snake = snakeNames.get(name);
  if (snake === undefined) snakeNames.set(name, (snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)));
  return snake;
};

/**
 * The one way a GraphQL field reads its REST parent: the field of the same name, else its snake_case spelling.
 * A field the upstream left out stays out (null, or an error where the schema says non-null): nothing stands in
 * for it. Fields the REST spells otherwise are named with `restField`.
 */
export const restFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
  if (typeof source !== 'object' || source === null) return undefined;
  const record = source as Record<string, unknown>;
  const value = info.fieldName in record ? record[info.fieldName] : record[snakeCase(info.fieldName)];
  return typeof value === 'function' ? (value as () => unknown).call(source) : value;
};

/**
 * The resolver of a GraphQL field whose REST field has another name (`bankName: restField('blank_name')`): the
 * value as the upstream sent it, null when it sent none.
 */
export const restField =
  <K extends string>(key: K) =>
  <Parent extends { [P in K]?: unknown }>(parent: Parent) =>
    (parent[key] ?? null) as Exclude<Parent[K], undefined> | (undefined extends Parent[K] ? null : never);
