import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { HeaderProfileDocument, OrderManagementDocument, RecentVersionsDocument, SignInDocument } from '../gql/graphql.ts';
import { persistedDocument } from './persisted-link.ts';

describe('how the client sends its documents', () => {
  it('sends a public query by id as public (a GET without token)', () => {
    expect(persistedDocument(RecentVersionsDocument)).toEqual({ id: expect.stringMatching(/^[0-9a-f]{64}$/), isPublic: true });
  });

  it('sends what depends on the caller by id, not as public', () => {
    for (const document of [HeaderProfileDocument, OrderManagementDocument, SignInDocument]) expect(persistedDocument(document)?.isPublic).toBe(false);
  });

  it('sends a document codegen did not make as its text', () => {
    expect(persistedDocument(parse('{ versions { version } }'))).toBeUndefined();
  });
});
