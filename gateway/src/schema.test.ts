import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { scalarResolvers } from './resolvers/scalars.ts';
import { domainResolvers, typeDefs, unimplementedRootFields, withNotImplemented } from './schema.ts';

describe('the schema', () => {
  it('serves every root field it declares', () => {
    expect(unimplementedRootFields(domainResolvers)).toEqual([]);
  });

  it('answers a root field without a resolver with NOT_IMPLEMENTED, never invented data', async () => {
    const partial = makeExecutableSchema({ typeDefs, resolvers: withNotImplemented([scalarResolvers]) });
    const result = await graphql({ schema: partial, source: '{ faqGroups { name } }', contextValue: {} });
    expect(result.errors![0].extensions.code).toBe('NOT_IMPLEMENTED');
    expect(result.data).toBeNull();
  });
});
