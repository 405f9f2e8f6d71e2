/**
 * Where the schema contract lives, for scripts/schema-check.ts and scripts/schema-release.ts (the functions that
 * judge it are in scripts/schema-compat.ts). Paths are the repository's, wherever the script is run from.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeSdl, parseIntended } from './schema-compat.ts';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const files = {
  /** The schema the gateway serves: the .graphql files directly in schema/ (codegen and the gateway read the same). */
  schemaDir: root('schema/'),
  /** The last released schema. In a folder of its own, so no `schema/*.graphql` reads it. */
  snapshot: root('schema/released/schema.graphql'),
  /** The breaking changes since the last release that are meant: `[{ "path": "Type.field", "reason": "…" }]`. */
  intended: root('schema/intended-breaks.json'),
  /** The graph's change log, generated at each release. */
  changelog: root('docs/graph-changelog.md'),
};

/** The current schema, merged and sorted as a snapshot holds it. */
export const currentSdl = () =>
  mergeSdl(
    readdirSync(files.schemaDir)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(files.schemaDir + file, 'utf8')),
  );

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

export const readSnapshot = () => readIfThere(files.snapshot);
export const readChangelog = () => readIfThere(files.changelog);
export const readIntended = () => {
  const text = readIfThere(files.intended);
  return text === undefined ? [] : parseIntended(JSON.parse(text));
};
