import { dirname, resolve, sep } from 'node:path';

/**
 * The client's zones, for any feature there is or will be (bulletproof-react's layering, without a zone per
 * feature to keep up): a feature imports no other feature and nothing of `app/`; `lib/` and `ui/` import no
 * feature and nothing of `app/`. `app/` composes features and may import anything. oxlint has no
 * `import/no-restricted-paths`, and neither that rule nor `no-restricted-imports` can say "another feature", so
 * this small oxlint JS plugin says it (wired in .oxlintrc.json as `zones/client-zones`). It is plain JavaScript
 * because oxlint loads plugins with Node's own loader, which strips no types on Node 20; `zones.d.ts` types it for
 * its test (`zones.test.ts`).
 */

const CLIENT = 'client/src/';

/** The zone of a repository-relative path with `/` separators. @param {string} path */
export const zoneOf = (path) => {
  if (!path.startsWith(CLIENT)) return { kind: 'other' };
  const [top, second] = path.slice(CLIENT.length).split('/');
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (top === 'lib' || top === 'ui') return { kind: 'shared', name: top };
  return { kind: 'other' };
};

/**
 * Why `importer` may not import `imported` (both repository-relative), or undefined when it may.
 * @param {string} importer
 * @param {string} imported
 */
export const crossing = (importer, imported) => {
  const from = zoneOf(importer);
  const to = zoneOf(imported);
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name !== from.name)
      return `The ${from.name} feature imports the ${to.name} feature: features never import each other; move what both need to client/src/lib or ui, or compose them in client/src/app.`;
    if (to.kind === 'app') return `The ${from.name} feature imports client/src/app: the app composes features, never the other way; move what the feature needs to client/src/lib or ui.`;
  }
  if (from.kind === 'shared') {
    if (to.kind === 'feature') return `client/src/${from.name} imports the ${to.name} feature: lib/ and ui/ are below every feature; move the shared part down.`;
    if (to.kind === 'app') return `client/src/${from.name} imports client/src/app: lib/ and ui/ are below the app.`;
  }
  return undefined;
};

/**
 * An absolute path from its last `client/src/` on (`client/src/features/orders/x.ts`), so that the rule reads the
 * same wherever the checkout is; a path outside the client stays as it is (zone `other`).
 * @param {string} absolute
 */
const clientPath = (absolute) => {
  const path = absolute.split(sep).join('/');
  const at = path.lastIndexOf(`/${CLIENT}`);
  return at === -1 ? path : path.slice(at + 1);
};

const clientZones = {
  meta: { type: 'problem', docs: { description: 'Client zones: features, app, lib and ui import one way.' } },
  /** @param {{ filename: string, report(problem: { node: unknown, message: string }): void }} context */
  create(context) {
    const importer = clientPath(context.filename);
    if (zoneOf(importer).kind === 'other') return {};
    /** @param {{ source?: { value?: unknown } | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = crossing(importer, clientPath(resolve(dirname(context.filename), source)));
      if (message) context.report({ node, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { meta: { name: 'zones' }, rules: { 'client-zones': clientZones } };
