import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossing, gatewayCrossing, upstreamCrossing, upstreamPackageCrossing } from './zones.js';

describe('the client zones, for features that exist and any added later', () => {
  it('let a feature import itself, lib, ui and the contract', () => {
    expect(crossing('client/src/features/orders/OrderForm.tsx', 'client/src/features/orders/parts/Price.tsx')).toBeUndefined();
    expect(crossing('client/src/features/orders/OrderForm.tsx', 'client/src/lib/paths.ts')).toBeUndefined();
    expect(crossing('client/src/features/orders/OrderForm.tsx', 'client/src/ui/Form.tsx')).toBeUndefined();
    expect(crossing('client/src/features/orders/OrderForm.tsx', 'contract/rules.ts')).toBeUndefined();
  });

  it('keep a feature, even a new one, out of every other feature and of app/', () => {
    expect(crossing('client/src/features/brand-new/Page.tsx', 'client/src/features/orders/OrderForm.tsx')).toMatch(/brand-new feature imports the orders feature/);
    expect(crossing('client/src/features/orders/OrderForm.tsx', 'client/src/app/routes.tsx')).toMatch(/orders feature imports client\/src\/app/);
  });

  it('keep lib/ below ui/, so the two never import each other both ways', () => {
    expect(crossing('client/src/lib/paths.ts', 'client/src/ui/Form.tsx')).toMatch(/lib imports client\/src\/ui/);
  });

  it('keep lib/ and ui/ below every feature and the app', () => {
    expect(crossing('client/src/lib/paths.ts', 'client/src/features/brand-new/x.ts')).toMatch(/lib imports the brand-new feature/);
    expect(crossing('client/src/ui/Form.tsx', 'client/src/app/layout/Layout.tsx')).toMatch(/ui imports client\/src\/app/);
    expect(crossing('client/src/ui/Form.tsx', 'client/src/lib/paths.ts')).toBeUndefined();
  });

  it('let app/ compose anything', () => {
    expect(crossing('client/src/app/routes.tsx', 'client/src/features/orders/OrderForm.tsx')).toBeUndefined();
  });
});

describe('the upstream rooms, for features that exist and any added later', () => {
  it('let a feature import itself, the kernel and another feature through its entry', () => {
    expect(upstreamCrossing('upstream/src/orders/order.ts', 'upstream/src/orders/pricing.ts')).toBeUndefined();
    expect(upstreamCrossing('upstream/src/orders/order.ts', 'upstream/src/db/database.ts')).toBeUndefined();
    expect(upstreamCrossing('upstream/src/payments/payment.ts', 'upstream/src/licensing/index.ts')).toBeUndefined();
  });

  it('keep a feature, even a new one, out of another feature\'s inside, the seed and the app', () => {
    expect(upstreamCrossing('upstream/src/teams/seat.ts', 'upstream/src/licensing/license-move.ts')).toMatch(/only through its entry, upstream\/src\/licensing\/index.ts/);
    expect(upstreamCrossing('upstream/src/teams/seat.ts', 'upstream/src/seed/index.ts')).toMatch(/imports the seed/);
    expect(upstreamCrossing('upstream/src/teams/seat.ts', 'upstream/src/app.ts')).toMatch(/imports the app/);
  });

  it('keep the kernel in layers that point down and under every feature', () => {
    expect(upstreamCrossing('upstream/src/domain/secret.ts', 'upstream/src/db/database.ts')).toMatch(/a layer above it/);
    expect(upstreamCrossing('upstream/src/db/plugin-row.ts', 'upstream/src/plugins/package-facts.ts')).toMatch(/the kernel\) imports the plugins feature/);
    expect(upstreamCrossing('upstream/src/http/route.ts', 'upstream/src/domain/messages.ts')).toBeUndefined();
  });

  it('let only a feature\'s *-routes.ts files speak HTTP', () => {
    expect(upstreamCrossing('upstream/src/orders/order.ts', 'upstream/src/http/auth.ts')).toMatch(/only a feature's \*-routes.ts/);
    expect(upstreamCrossing('upstream/src/orders/order-routes.ts', 'upstream/src/http/auth.ts')).toBeUndefined();
    expect(upstreamPackageCrossing('upstream/src/orders/order.ts', 'express')).toMatch(/Express belongs/);
    expect(upstreamPackageCrossing('upstream/src/orders/order-routes.ts', 'express')).toBeUndefined();
  });

  it('let the seed use features through their entries, and the app and tests reach anything', () => {
    expect(upstreamCrossing('upstream/src/seed/load-plugins.ts', 'upstream/src/plugins/index.ts')).toBeUndefined();
    expect(upstreamCrossing('upstream/src/seed/load-plugins.ts', 'upstream/src/plugins/plugin-row.ts')).toMatch(/only through its entry/);
    expect(upstreamCrossing('upstream/src/app.ts', 'upstream/src/orders/order-routes.ts')).toBeUndefined();
    expect(upstreamCrossing('upstream/src/orders/order.integration.test.ts', 'upstream/src/licensing/license.ts')).toBeUndefined();
  });
});

describe('the gateway rooms', () => {
  it('let a room import the rooms below it', () => {
    expect(gatewayCrossing('gateway/src/edge/fast-path.ts', 'gateway/src/graph/trusted-documents.ts')).toBeUndefined();
    expect(gatewayCrossing('gateway/src/upstream/client.ts', 'gateway/src/core/errors.ts')).toBeUndefined();
    expect(gatewayCrossing('gateway/src/resolvers/order.ts', 'gateway/src/generated/graphql.ts')).toBeUndefined();
  });

  it('keep a room out of the rooms above it and of the files that compose them', () => {
    expect(gatewayCrossing('gateway/src/graph/context.ts', 'gateway/src/edge/response-cache.ts')).toMatch(/a room above it/);
    expect(gatewayCrossing('gateway/src/core/metrics.ts', 'gateway/src/graph/refusals.ts')).toMatch(/a room above it/);
    expect(gatewayCrossing('gateway/src/edge/socket.ts', 'gateway/src/server.ts')).toMatch(/compose the rooms/);
  });

  it('name a file outside every room', () => {
    expect(gatewayCrossing('gateway/src/misc/x.ts', 'gateway/src/core/errors.ts')).toMatch(/no room of the gateway/);
  });

  it('let the composing files and tests reach anything', () => {
    expect(gatewayCrossing('gateway/src/server.ts', 'gateway/src/edge/socket.ts')).toBeUndefined();
    expect(gatewayCrossing('gateway/src/core/errors.integration.test.ts', 'gateway/src/edge/socket.ts')).toBeUndefined();
  });
});

/** The rule as `npm run lint` runs it: the repository's .oxlintrc.json over a client tree written for the test. */
describe('npm run lint with the zones rule', () => {
  let dir: string;
  const files: Record<string, string> = {
    'features/orders/Order.tsx': "import { paths } from '../../lib/paths.ts';\nimport { Price } from './parts/Price.tsx';\nexport const order = [paths, Price];\n",
    'features/orders/parts/Price.tsx': 'export const Price = 1;\n',
    'features/brand-new/Page.tsx': "import { order } from '../orders/Order.tsx';\nexport { routes } from '../../app/routes.tsx';\nexport const later = () => import('../orders/parts/Price.tsx');\nexport const page = order;\n",
    'lib/paths.ts': "export * from '../features/brand-new/Page.tsx';\nexport const paths = 1;\n",
    'ui/Menu.tsx': "import { routes } from '../app/routes.tsx';\nexport const menu = routes;\n",
    'app/routes.tsx': "import { page } from '../features/brand-new/Page.tsx';\nexport const routes = page;\n",
  };
  const upstreamFiles: Record<string, string> = {
    'teams/seat.ts': "import { move } from '../licensing/license-move.ts';\nimport { issue } from '../licensing/index.ts';\nimport express from 'express';\nexport const seat = [move, issue, express];\n",
    'licensing/license-move.ts': 'export const move = 1;\n',
    'licensing/index.ts': 'export const issue = 1;\n',
    'db/rows.ts': "import { seat } from '../teams/seat.ts';\nexport const rows = seat;\n",
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zones-'));
    for (const [path, text] of Object.entries(files)) {
      const file = join(dir, 'client/src', path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    }
    for (const [path, text] of Object.entries(upstreamFiles)) {
      const file = join(dir, 'upstream/src', path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports each crossing once, on its line, and nothing else', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const run = promisify(execFile)(join(root, 'node_modules/.bin/oxlint'), ['-c', join(root, '.oxlintrc.json'), '--format', 'unix', dir]);
    const { stdout } = await run.catch((error: { stdout: string }) => error);
    const found = stdout
      .split('\n')
      .filter((line) => line.includes('zones(client-zones)') || line.includes('zones(upstream-zones)'))
      .map((line) => line.slice(dir.length + 1).replace(/:\d+: .*$/, ''))
      .sort();
    expect(found).toEqual([
      'client/src/features/brand-new/Page.tsx:1',
      'client/src/features/brand-new/Page.tsx:2',
      'client/src/features/brand-new/Page.tsx:3',
      'client/src/lib/paths.ts:1',
      'client/src/ui/Menu.tsx:1',
      'upstream/src/db/rows.ts:1',
      'upstream/src/teams/seat.ts:1',
      'upstream/src/teams/seat.ts:3',
    ]);
  });
});
