import { dirname, resolve, sep } from 'node:path';
import { crossing } from './client-zones.js';
import { gatewayCrossing } from './gateway-zones.js';
import { upstreamCrossing, upstreamPackageCrossing } from './upstream-zones.js';

/**
 * Which part of the tree may import which, as oxlint rules (wired in .oxlintrc.json as `zones/client-zones` and
 * `zones/upstream-zones`, `zones/gateway-zones`): the client's zones (client-zones.js), the upstream's rooms
 * (upstream-zones.js) and the gateway's layers (gateway-zones.js). oxlint has no
 * `import/no-restricted-paths`, and neither that rule nor `no-restricted-imports` can say "another feature", so this
 * small JS plugin says it. It is plain JavaScript because oxlint loads plugins with Node's own loader, which strips no
 * types on Node 20; `zones.d.ts` types it for its test (`zones.test.ts`).
 */

export { crossing, zoneOf } from './client-zones.js';
export { gatewayCrossing, gatewayZoneOf } from './gateway-zones.js';
export { upstreamCrossing, upstreamPackageCrossing, upstreamZoneOf } from './upstream-zones.js';

/**
 * An absolute path from its last `<root>` on (`client/src/features/orders/x.ts`), so that a rule reads the same
 * wherever the checkout is; a path outside that root stays as it is.
 * @param {string} absolute @param {string} root
 */
const repoPath = (absolute, root) => {
  const path = absolute.split(sep).join('/');
  const at = path.lastIndexOf(`/${root}`);
  return at === -1 ? path : path.slice(at + 1);
};

/**
 * A rule over relative imports (and, when `packageCrossing` is given, bare package names) of the files under `root`.
 * @param {string} root @param {string} description
 * @param {(importer: string, imported: string) => string | undefined} relative
 * @param {(importer: string, name: string) => string | undefined} [packageCrossing]
 */
const zoneRule = (root, description, relative, packageCrossing) => ({
  meta: { type: 'problem', docs: { description } },
  /** @param {{ filename: string, report(problem: { node: unknown, message: string }): void }} context */
  create(context) {
    const importer = repoPath(context.filename, root);
    if (!importer.startsWith(root)) return {};
    /** @param {{ source?: { value?: unknown } | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const message = source.startsWith('.')
        ? relative(importer, repoPath(resolve(dirname(context.filename), source), root))
        : packageCrossing?.(importer, source);
      if (message) context.report({ node, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
});

export default {
  meta: { name: 'zones' },
  rules: {
    'client-zones': zoneRule('client/src/', 'Client zones: features, app, lib and ui import one way.', crossing),
    'gateway-zones': zoneRule('gateway/src/', 'Gateway rooms: layers that point down.', gatewayCrossing),
    'upstream-zones': zoneRule('upstream/src/', 'Upstream rooms: the kernel in layers, features through their entries.', upstreamCrossing, upstreamPackageCrossing),
  },
};
