/**
 * The schema as a contract, in pure functions over SDL text (no files; scripts/schema-check.ts and
 * scripts/schema-release.ts read and write them):
 *   - mergeSdl: schema/*.graphql merged into one sorted SDL (each `extend` folded into its type, types and their
 *     fields in name order, applied directives such as @public kept), what the released snapshot holds;
 *   - diffSchemas: the changes from one SDL to another as GraphQL Inspector (@graphql-inspector/core) classifies
 *     them: BREAKING, DANGEROUS or NON_BREAKING;
 *   - verdict: a BREAKING change passes only when an intended break names its path (`Type.field`,
 *     `Type.field.argument`, `Enum.VALUE`, `Type`…: the path the check prints); an intended break that names no
 *     breaking change fails too, so the list says only what is true;
 *   - the change log (docs/graph-changelog.md) and the snapshot's header, rendered and read back.
 */
import { diff } from '@graphql-inspector/core';
import { buildASTSchema, Kind, parse, print, type DefinitionNode, type DocumentNode, type GraphQLSchema } from 'graphql';

export type Level = 'BREAKING' | 'DANGEROUS' | 'NON_BREAKING';
export interface SchemaChange {
  level: Level;
  /** GraphQL Inspector's change type, e.g. FIELD_REMOVED. */
  type: string;
  /** Where: `Type.field`, `Type.field.argument`, `Enum.VALUE`, `Type.field.@directive`…; the message when Inspector gives none. */
  path: string;
  message: string;
}
/** An entry of schema/intended-breaks.json: the breaking change at `path` is meant, for `reason`. */
export interface IntendedBreak {
  path: string;
  reason: string;
}

const levels: { level: Level; title: string }[] = [
  { level: 'BREAKING', title: 'Breaking' },
  { level: 'DANGEROUS', title: 'Dangerous' },
  { level: 'NON_BREAKING', title: 'Non-breaking' },
];

const definitionOf: Partial<Record<Kind, Kind>> = {
  [Kind.OBJECT_TYPE_EXTENSION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.INTERFACE_TYPE_EXTENSION]: Kind.INTERFACE_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
  [Kind.ENUM_TYPE_EXTENSION]: Kind.ENUM_TYPE_DEFINITION,
  [Kind.UNION_TYPE_EXTENSION]: Kind.UNION_TYPE_DEFINITION,
  [Kind.SCALAR_TYPE_EXTENSION]: Kind.SCALAR_TYPE_DEFINITION,
};
/** The lists a type's extensions add to (applied directives keep their order; the rest is sorted by name). */
const lists = ['interfaces', 'directives', 'fields', 'values', 'types'] as const;
type Named = { name: { value: string } };
type TypeNode = { kind: Kind; name: Named['name']; description?: unknown } & Partial<Record<(typeof lists)[number], readonly Named[]>>;
const byName = (a: Named, b: Named) => (a.name.value < b.name.value ? -1 : a.name.value > b.name.value ? 1 : 0);

/** The files of schema/ (any order) as one SDL: schema definitions, then directives, then types, each sorted by name. */
export const mergeSdl = (sources: string[]): string => {
  const schemaNodes: DefinitionNode[] = [];
  const directives: DefinitionNode[] = [];
  const types = new Map<string, TypeNode>();
  const defined = new Set<string>();
  for (const node of parse(sources.join('\n')).definitions) {
    if (node.kind === Kind.SCHEMA_DEFINITION || node.kind === Kind.SCHEMA_EXTENSION) schemaNodes.push(node);
    else if (node.kind === Kind.DIRECTIVE_DEFINITION) directives.push(node);
    else if ('name' in node && node.name) {
      const part = node as unknown as TypeNode;
      const kind = definitionOf[part.kind] ?? part.kind;
      const before = types.get(part.name.value);
      if (before && before.kind !== kind) throw new Error(`${part.name.value} is extended as another kind of type than it is`);
      if (before && !definitionOf[part.kind] && defined.has(part.name.value)) throw new Error(`${part.name.value} is defined twice`);
      if (!definitionOf[part.kind]) defined.add(part.name.value);
      const merged: TypeNode = { ...before, kind, name: part.name };
      if (part.description) merged.description = part.description;
      for (const key of lists) if (part[key]) merged[key] = [...(merged[key] ?? []), ...part[key]];
      types.set(part.name.value, merged);
    } else throw new Error(`schema/ holds something other than type system definitions: ${print(node)}`);
  }
  const sorted = [...types.values()].sort(byName).map((type) => {
    const out = { ...type };
    for (const key of lists) if (key !== 'directives' && out[key]) out[key] = [...out[key]].sort(byName);
    return out as unknown as DefinitionNode;
  });
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [...schemaNodes, ...(directives as Named[]).sort(byName), ...sorted] as DefinitionNode[] };
  buildASTSchema(document); // throws on an invalid schema, so no snapshot ever holds one
  return `${print(document)}\n`;
};

const schemaOf = (sdl: string): GraphQLSchema => buildASTSchema(parse(sdl));

/** A description given to something added by the same diff, which Inspector lists apart: it is part of the addition. */
const describesAddition = (change: SchemaChange, added: Set<string>) => change.type.includes('DESCRIPTION') && added.has(change.path);

/**
 * The changes from `oldSdl` to `newSdl`, breaking first, then dangerous, then non-breaking (Inspector's order within
 * each), without the descriptions of what is added (the new field is the change; its description is in the SDL).
 */
export const diffSchemas = async (oldSdl: string, newSdl: string): Promise<SchemaChange[]> => {
  const changes = (await diff(schemaOf(oldSdl), schemaOf(newSdl))).map(
    (change): SchemaChange => ({ level: change.criticality.level as Level, type: String(change.type), path: change.path || change.message, message: change.message }),
  );
  const added = new Set(changes.filter((change) => /^(TYPE|FIELD|FIELD_ARGUMENT|INPUT_FIELD|ENUM_VALUE|DIRECTIVE)_ADDED$/.test(change.type)).map((change) => change.path));
  const rank = (change: SchemaChange) => levels.findIndex(({ level }) => level === change.level);
  return changes
    .filter((change) => !describesAddition(change, added))
    .map((change, i) => ({ change, i }))
    .sort((a, b) => rank(a.change) - rank(b.change) || a.i - b.i)
    .map(({ change }) => change);
};

/** The entries of schema/intended-breaks.json, or why the file is not such a list. */
export const parseIntended = (json: unknown): IntendedBreak[] => {
  if (!Array.isArray(json)) throw new Error('schema/intended-breaks.json must be a JSON array of { "path": "Type.field", "reason": "…" }');
  return json.map((entry, i) => {
    const { path, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || !path || typeof reason !== 'string' || !reason.trim())
      throw new Error(`schema/intended-breaks.json entry ${i} needs a non-empty "path" and "reason": ${JSON.stringify(entry)}`);
    return { path, reason: reason.trim() };
  });
};

export interface Verdict {
  ok: boolean;
  /** Breaking changes no intended break names: the check fails on them. */
  unintended: SchemaChange[];
  /** Intended breaks that name no breaking change (a typo, or a break taken back): the check fails on them too. */
  unused: IntendedBreak[];
}

export const verdict = (changes: SchemaChange[], intended: IntendedBreak[]): Verdict => {
  const breaking = changes.filter((change) => change.level === 'BREAKING');
  const intendedPaths = new Set(intended.map((entry) => entry.path));
  const breakingPaths = new Set(breaking.map((change) => change.path));
  const unintended = breaking.filter((change) => !intendedPaths.has(change.path));
  const unused = intended.filter((entry) => !breakingPaths.has(entry.path));
  return { ok: unintended.length === 0 && unused.length === 0, unintended, unused };
};

/** The reason an intended break gives for a breaking change, if any. */
export const intendedReason = (change: SchemaChange, intended: IntendedBreak[]) =>
  change.level === 'BREAKING' ? intended.find((entry) => entry.path === change.path)?.reason : undefined;

/** One change as a line of the change log. */
const changeLine = (change: SchemaChange, intended: IntendedBreak[]) => {
  const reason = intendedReason(change, intended);
  return `- \`${change.path}\`: ${change.message}${reason ? ` — intended: ${reason}` : ''}`;
};

/** The change log's section for a release: its changes since the previous one, grouped by criticality. */
export const changelogSection = (version: string, changes: SchemaChange[], intended: IntendedBreak[]): string => {
  const groups = levels
    .map(({ level, title }) => ({ title, lines: changes.filter((change) => change.level === level).map((change) => changeLine(change, intended)) }))
    .filter((group) => group.lines.length > 0)
    .map((group) => `### ${group.title}\n\n${group.lines.join('\n')}\n`);
  return [`## ${version}\n`, ...(groups.length ? groups : ['No changes to the schema.\n'])].join('\n');
};

/** The first release's section: the schema as it is becomes the contract. */
export const firstSection = (version: string) =>
  `## ${version}\n\nFirst released schema: from this release on, every change to the graph is listed here.\n`;

const changelogHeader = `# Graph change log

<!-- Generated by \`npm run schema:release\` (scripts/schema-release.ts): never edit it by hand. -->

What changed in the GraphQL schema from one release to the next, newest first, as GraphQL Inspector classifies it:
**Breaking** changes can fail queries written against the previous release (each was marked intended in
schema/intended-breaks.json, with the reason shown), **Dangerous** ones can change what existing queries get (a new
enum value, a new optional argument, …), **Non-breaking** ones leave every existing query as it was. The released
schema is schema/released/schema.graphql.
`;

/** The change log with `section` as its newest release (a new log when there is none yet). */
export const changelogWith = (changelog: string | undefined, section: string): string => {
  const start = changelog?.search(/^## /m) ?? -1;
  const older = changelog && start >= 0 ? `\n${changelog.slice(start)}` : '';
  return `${changelogHeader}\n${section}${older}`;
};

/** The version of the change log's newest section. */
export const newestChangelogVersion = (changelog: string) => /^## (\S+)/m.exec(changelog)?.[1];

/** The released snapshot: a header naming its version and date, then the merged SDL. */
export const snapshotText = (version: string, date: string, sdl: string) =>
  `# Released schema ${version} (${date}): what the developers who query the graph may rely on.\n` +
  `# Written by \`npm run schema:release\` (scripts/schema-release.ts) from schema/*.graphql; never edit it by hand.\n\n${sdl}`;

/** Whether release `version` (YYYY.MM.DD or YYYY.MM.DD.N) comes after `released`. */
export const isLaterVersion = (version: string, released: string) => {
  const [a, b] = [version, released].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
};

export const snapshotVersion = (snapshot: string) => /^# Released schema (\S+) /m.exec(snapshot)?.[1];
