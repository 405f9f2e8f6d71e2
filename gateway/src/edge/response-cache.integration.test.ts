import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderProfileDocument, SaleEditionsDocument } from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

describe('the response cache of public queries', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ PUBLIC_CACHE_TTL_MS: 60_000 });
  });
  afterAll(() => stack.close());

  it('keeps the answer of a public query and gives it again, byte for byte', async () => {
    stack.gateway.responses.clear();
    const first = await stack.graph(SaleEditionsDocument, {}, { 'x-locale': 'en' });
    expect(first.body.errors).toBeUndefined();
    expect(stack.gateway.responses.size()).toBe(1);
    const calls = await stack.upstreamCalls();
    const again = await stack.graph(SaleEditionsDocument, {}, { 'x-locale': 'en' });
    expect(again).toEqual(first);
    expect(await stack.upstreamCalls()).toBe(calls);
  });

  it('keeps each language apart', async () => {
    const query = '{ faqGroups { name } }';
    const zh = await stack.graph<{ faqGroups: { name: string }[] }>(query, {}, { 'x-locale': 'zh' });
    const en = await stack.graph<{ faqGroups: { name: string }[] }>(query, {}, { 'x-locale': 'en' });
    expect(en.body.data!.faqGroups[0].name).not.toEqual(zh.body.data!.faqGroups[0].name);
    expect((await stack.graph(query, {}, { 'x-locale': 'zh' })).body).toEqual(zh.body);
    expect((await stack.graph(query, {}, { 'x-locale': 'en' })).body).toEqual(en.body);
  });

  it("never keeps nor gives an answer to a signed-in request, so no one is given another's data", async () => {
    const ada = await signedInUser(stack, 'cacheada');
    const bob = await signedInUser(stack, 'cachebob');
    const size = stack.gateway.responses.size();
    const asAda = await stack.graph(HeaderProfileDocument, {}, ada.auth);
    await stack.graph(HeaderProfileDocument, {}, ada.auth);
    const asBob = await stack.graph(HeaderProfileDocument, {}, bob.auth);
    expect(asAda.body.data!.me!.username).toBe('cacheada');
    expect(asBob.body.data!.me!.username).toBe('cachebob');
    expect(stack.gateway.responses.size()).toBe(size);
    await stack.graph(HeaderProfileDocument, {});
    expect((await stack.graph(HeaderProfileDocument, {}, bob.auth)).body.data!.me!.username).toBe('cachebob');
  });

  it('never keeps an anonymous query that called the upstream itself rather than the shared public cache', async () => {
    const size = stack.gateway.responses.size();
    const preview = '{ orderPreview(input: { licenseTypeId: "13", paymentType: WECHAT_PAY, quantity: 2, period: 12 }) { orderAmount { amount } } }';
    const answer = await stack.graph(preview, {});
    expect(answer.status).toBe(200);
    expect(stack.gateway.responses.size()).toBe(size);
  });

  it('never keeps a mutation or an answer with errors', async () => {
    const size = stack.gateway.responses.size();
    await stack.graph('mutation { requestCaptcha { uuid } }');
    await stack.graph('mutation { requestCaptcha { uuid } }');
    await stack.graph('{ edition(id: "999999") { id name } }');
    await stack.graph('{ nope }');
    expect(stack.gateway.responses.size()).toBe(size);
  });
});
