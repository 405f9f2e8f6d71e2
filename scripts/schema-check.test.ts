import { describe, expect, it } from 'vitest';
import {
  changelogSection,
  changelogWith,
  diffSchemas,
  isLaterVersion,
  mergeSdl,
  newestChangelogVersion,
  parseIntended,
  snapshotText,
  snapshotVersion,
  verdict,
  type SchemaChange,
} from './schema-compat.ts';

const released = `
directive @public on FIELD_DEFINITION
type Query {
  plugin(id: ID!): Plugin @public
  plugins(keyword: String): [Plugin!]!
}
type Plugin {
  id: ID!
  name: String!
  legacyName: String
}
`;
const without = (field: string) => released.replace(new RegExp(`^\\s*${field}.*$`, 'm'), '');

describe('diffSchemas and verdict', () => {
  it('a removed field is breaking and fails', async () => {
    const changes = await diffSchemas(released, without('legacyName'));
    expect(changes).toEqual([expect.objectContaining({ level: 'BREAKING', type: 'FIELD_REMOVED', path: 'Plugin.legacyName' })]);
    expect(verdict(changes, [])).toEqual({ ok: false, unintended: changes, unused: [] });
  });

  it('the same removal marked intended passes', async () => {
    const changes = await diffSchemas(released, without('legacyName'));
    expect(verdict(changes, [{ path: 'Plugin.legacyName', reason: 'Use Plugin.name.' }])).toEqual({ ok: true, unintended: [], unused: [] });
  });

  it('an intended break that names no breaking change fails', async () => {
    const changes = await diffSchemas(released, without('legacyName'));
    const stale = { path: 'Plugin.name', reason: 'typo' };
    expect(verdict(changes, [{ path: 'Plugin.legacyName', reason: 'Use Plugin.name.' }, stale])).toMatchObject({ ok: false, unused: [stale] });
  });

  it('an added field and an added optional argument are not breaking and pass', async () => {
    const next = released.replace('keyword: String)', 'keyword: String, page: Int)').replace('  name: String!', '  name: String!\n  summary: String');
    const changes = await diffSchemas(released, next);
    // Inspector calls a new optional argument dangerous (a client may not expect it), a new field non-breaking
    expect(changes).toEqual([
      expect.objectContaining({ level: 'DANGEROUS', type: 'FIELD_ARGUMENT_ADDED', path: 'Query.plugins.page' }),
      expect.objectContaining({ level: 'NON_BREAKING', type: 'FIELD_ADDED', path: 'Plugin.summary' }),
    ]);
    expect(verdict(changes, []).ok).toBe(true);
  });

  it('a required argument added and @public taken off are seen', async () => {
    const next = released.replace('keyword: String)', 'keyword: String, size: Int!)').replace('Plugin @public', 'Plugin');
    const changes = await diffSchemas(released, next);
    expect(changes.map(({ level, path }) => `${level} ${path}`)).toEqual(['BREAKING Query.plugins.size', 'DANGEROUS Query.plugin.@public']);
  });

  it('a description given with an addition is part of it; a changed one is listed', async () => {
    const next = released.replace('  name: String!', '  "What the market shows."\n  name: String!\n  "One line."\n  summary: String');
    const changes = await diffSchemas(released, next);
    expect(changes.map(({ type, path }) => `${type} ${path}`)).toEqual(['FIELD_ADDED Plugin.summary', 'FIELD_DESCRIPTION_ADDED Plugin.name']);
  });

  it('no changes between a schema and itself', async () => {
    expect(await diffSchemas(released, released)).toEqual([]);
  });
});

describe('mergeSdl', () => {
  const files = ['extend type Query { b: Int @public }\nextend type Query { a: String }', 'directive @public on FIELD_DEFINITION\n"Root." type Query { c: ID }'];

  it('folds extensions into their type, sorted, with descriptions and applied directives kept', () => {
    expect(mergeSdl(files)).toBe('directive @public on FIELD_DEFINITION\n\n"Root."\ntype Query {\n  a: String\n  b: Int @public\n  c: ID\n}\n');
  });

  it('means the same schema as the files it merges, whatever their order', async () => {
    expect(await diffSchemas(files.join('\n'), mergeSdl(files))).toEqual([]);
    expect(mergeSdl([...files].reverse())).toBe(mergeSdl(files));
    expect(mergeSdl([mergeSdl(files)])).toBe(mergeSdl(files));
  });

  it('refuses an invalid schema', () => {
    expect(() => mergeSdl(['type Query { a: Missing }'])).toThrow(/Missing/);
    expect(() => mergeSdl(['type Query { a: Int }', 'type Query { b: Int }'])).toThrow(/defined twice/);
    expect(() => mergeSdl(['type Query { a: E }', 'enum E { A }', 'extend type E { b: Int }'])).toThrow(/another kind/);
  });
});

describe('the change log and the snapshot', () => {
  const changes: SchemaChange[] = [
    { level: 'BREAKING', type: 'FIELD_REMOVED', path: 'Plugin.legacyName', message: "Field 'legacyName' was removed from object type 'Plugin'" },
    { level: 'DANGEROUS', type: 'FIELD_ARGUMENT_ADDED', path: 'Query.plugins.page', message: "Argument 'page: Int' added to field 'Query.plugins'" },
    { level: 'NON_BREAKING', type: 'FIELD_ADDED', path: 'Plugin.summary', message: "Field 'summary' was added to object type 'Plugin'" },
  ];

  it('renders a release section grouped by criticality, intended breaks with their reason', () => {
    expect(changelogSection('2026.12.05', changes, [{ path: 'Plugin.legacyName', reason: 'Use Plugin.name.' }])).toBe(
      [
        '## 2026.12.05',
        '',
        '### Breaking',
        '',
        "- `Plugin.legacyName`: Field 'legacyName' was removed from object type 'Plugin' — intended: Use Plugin.name.",
        '',
        '### Dangerous',
        '',
        "- `Query.plugins.page`: Argument 'page: Int' added to field 'Query.plugins'",
        '',
        '### Non-breaking',
        '',
        "- `Plugin.summary`: Field 'summary' was added to object type 'Plugin'",
        '',
      ].join('\n'),
    );
    expect(changelogSection('2026.12.05', [], [])).toBe('## 2026.12.05\n\nNo changes to the schema.\n');
  });

  it('puts the newest section first, keeping the older ones', () => {
    const first = changelogWith(undefined, '## 2026.11.28\n\nFirst.\n');
    const second = changelogWith(first, changelogSection('2026.12.05', changes.slice(2), []));
    expect(newestChangelogVersion(first)).toBe('2026.11.28');
    expect(newestChangelogVersion(second)).toBe('2026.12.05');
    expect(second.startsWith(first.slice(0, first.indexOf('## ')))).toBe(true);
    expect(second.endsWith('\n## 2026.12.05\n\n### Non-breaking\n\n' + "- `Plugin.summary`: Field 'summary' was added to object type 'Plugin'\n\n## 2026.11.28\n\nFirst.\n")).toBe(true);
  });

  it('names the version in the snapshot header, and the SDL after it still parses', async () => {
    const text = snapshotText('2026.11.28', '2026-11-28', mergeSdl([released]));
    expect(snapshotVersion(text)).toBe('2026.11.28');
    expect(await diffSchemas(text, released)).toEqual([]);
  });

  it('orders release versions by date, then by number within a day', () => {
    expect(isLaterVersion('2026.12.05', '2026.11.28')).toBe(true);
    expect(isLaterVersion('2026.11.28.2', '2026.11.28')).toBe(true);
    expect(isLaterVersion('2026.11.28', '2026.11.28')).toBe(false);
    expect(isLaterVersion('2026.01.10', '2026.11.28')).toBe(false);
  });

  it('reads intended breaks, refusing an entry without a reason', () => {
    expect(parseIntended([{ path: 'Plugin.legacyName', reason: ' Use Plugin.name. ' }])).toEqual([{ path: 'Plugin.legacyName', reason: 'Use Plugin.name.' }]);
    expect(() => parseIntended([{ path: 'Plugin.legacyName' }])).toThrow(/reason/);
    expect(() => parseIntended({})).toThrow(/array/);
  });
});
