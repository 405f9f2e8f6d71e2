import { readFileSync } from 'node:fs';
import type { PersistedQueryOptions } from '@apollo/server';

/** One of the client's documents, as `npm run codegen` writes it into generated/trusted-documents.json. */
export interface TrustedDocument {
  operationName: string | null;
  /** a query of `@public` root fields only: its answer is the same for every visitor of a language */
  public: boolean;
  document: string;
}

/** The client's documents by sha256 (hex) of their text: what a persisted query's `sha256Hash` names. */
export const trustedDocuments: ReadonlyMap<string, TrustedDocument> = new Map(
  Object.entries(JSON.parse(readFileSync(new URL('../generated/trusted-documents.json', import.meta.url), 'utf8')) as Record<string, TrustedDocument>),
);

/** The names of the client's operations (the metrics' labels). */
export const trustedOperationNames = (): ReadonlySet<string> =>
  new Set([...trustedDocuments.values()].flatMap((entry) => (entry.operationName ? [entry.operationName] : [])));

/** Whether the document of this sha256 is one of the client's public queries. */
export const isPublicDocument = (hash: string | undefined) => (hash ? trustedDocuments.get(hash)?.public === true : false);

/**
 * Apollo's persisted-query store, read from the manifest: a document sent by id (`extensions.persistedQuery`,
 * GET or POST) is one of the client's, and nobody can add to the list (a registration is ignored; a request that
 * carries its full text still runs, as any third-party client's does). Apollo prefixes its keys with `apq:`.
 */
export const trustedDocumentStore: NonNullable<PersistedQueryOptions['cache']> = {
  get: async (key) => trustedDocuments.get(key.replace(/^apq:/, ''))?.document,
  set: async () => {},
  delete: async () => {},
};
