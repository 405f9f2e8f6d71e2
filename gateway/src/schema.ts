import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isObjectType, parse, type DocumentNode } from 'graphql';
import { notImplemented } from './core/errors.ts';
import type { Resolvers } from './generated/graphql.ts';
import { accessTokenResolvers } from './resolvers/access-token.ts';
import { contentResolvers } from './resolvers/content.ts';
import { dictResolvers } from './resolvers/dict.ts';
import { docResolvers } from './resolvers/doc.ts';
import { editionResolvers } from './resolvers/edition.ts';
import { licenseResolvers } from './resolvers/license.ts';
import { orderResolvers } from './resolvers/order.ts';
import { pluginResolvers } from './resolvers/plugin.ts';
import { receiptResolvers } from './resolvers/receipt.ts';
import { salesResolvers } from './resolvers/sales.ts';
import { staffResolvers } from './resolvers/staff.ts';
import { staffCoreResolvers } from './resolvers/staff-core.ts';
import { staffCustomerResolvers } from './resolvers/staff-customers.ts';
import { staffReviewResolvers } from './resolvers/staff-review.ts';
import { staffLeadsResolvers } from './resolvers/staff-leads.ts';
import { staffPageViewsResolvers } from './resolvers/staff-page-views.ts';
import { staffMoneyResolvers } from './resolvers/staff-money.ts';
import { scalarResolvers } from './resolvers/scalars.ts';
import { teamResolvers } from './resolvers/team.ts';
import { teamOrderResolvers } from './resolvers/team-orders.ts';
import { userResolvers } from './resolvers/user.ts';
import { versionResolvers } from './resolvers/version.ts';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

export const typeDefs: DocumentNode[] = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => parse(readFileSync(schemaDir + file, 'utf8')));

export const domainResolvers: Resolvers[] = [scalarResolvers, versionResolvers, editionResolvers, contentResolvers, dictResolvers, userResolvers, orderResolvers, licenseResolvers, pluginResolvers, accessTokenResolvers, docResolvers, salesResolvers, receiptResolvers, staffResolvers, staffCoreResolvers, staffReviewResolvers, staffCustomerResolvers, staffLeadsResolvers, staffPageViewsResolvers, staffMoneyResolvers, teamResolvers, teamOrderResolvers];

/** Root fields (Query.x, Mutation.y…) the schema declares and no resolver serves. */
export const unimplementedRootFields = (resolvers: Resolvers[]) => {
  const probe = makeExecutableSchema({ typeDefs, resolvers, resolverValidationOptions: { requireResolversToMatchSchema: 'ignore' } });
  const missing: { root: 'Query' | 'Mutation' | 'Subscription'; name: string }[] = [];
  for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
    const type = probe.getType(root);
    if (!isObjectType(type)) continue;
    const implemented = new Set(resolvers.flatMap((r) => Object.keys((r as Record<string, object>)[root] ?? {})));
    for (const name of Object.keys(type.getFields())) if (!implemented.has(name)) missing.push({ root, name });
  }
  return missing;
};

/** Root fields whose resolver belongs to a later release fail clearly instead of answering null. */
export const withNotImplemented = (resolvers: Resolvers[]) => {
  const fallback: Record<string, Record<string, unknown>> = {};
  for (const { root, name } of unimplementedRootFields(resolvers)) {
    const fail = () => {
      throw notImplemented(`${root}.${name}`);
    };
    fallback[root] ??= {};
    fallback[root][name] = root === 'Subscription' ? { subscribe: fail } : fail;
  }
  return [...resolvers, fallback as Resolvers];
};

export const createSchema = () => makeExecutableSchema({ typeDefs, resolvers: withNotImplemented(domainResolvers) });
