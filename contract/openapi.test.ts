import { describe, expect, it } from 'vitest';
import { calls } from './index.ts';
import { openApiDocument } from './openapi.ts';

describe('OpenAPI document', () => {
  const document = openApiDocument(calls);

  it('has one operation per contract call, with unique ids', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as { operationId: string }[];
    expect(operations).toHaveLength(calls.length);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(calls.length);
  });

  it('covers the calls of both specs and the ones later work needs', () => {
    const paths = Object.keys(document.paths);
    for (const path of ['/versions', '/version-list', '/license/list', '/license/generateById', '/user/login', '/order/perAdd', '/order/checkPayStatus', '/pay/paypal/callback', '/poc-push-list', '/faqs', '/features', '/plugins', '/doc/info/{type}/{lang}', '/license/public-key', '/plugin/upload']) {
      expect(paths, path).toContain(path);
    }
  });

  it('describes the envelope of a successful answer', () => {
    const schema = (document.paths['/versions'].get as { responses: { 200: { content: { 'application/json': { schema: { properties: object } } } } } }).responses[200].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['statusCode', 'messages', 'data']);
  });
});
