import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaqPageDocument, FeaturesPageDocument } from '../../../client/src/gql/graphql.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

const han = /[\u4e00-\u9fff]/;

describe('the FAQ and features pages through the real gateway and upstream', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it('answers the FAQ page in the language of the request, with the same keys in both', async () => {
    const zh = await stack.graph(FaqPageDocument, {}, { 'x-locale': 'zh' });
    const en = await stack.graph(FaqPageDocument, {}, { 'x-locale': 'en' });
    expect(zh.body.errors).toBeUndefined();
    expect(en.body.errors).toBeUndefined();
    const [zhGroups, enGroups] = [zh.body.data!.faqGroups, en.body.data!.faqGroups];
    expect(zhGroups.length).toBeGreaterThanOrEqual(5);
    expect(zhGroups.flatMap((group) => group.lists).length).toBeGreaterThanOrEqual(20);
    expect(zhGroups[0].name).toMatch(han);
    expect(enGroups[0].name).not.toMatch(han);
    expect(enGroups.flatMap((group) => group.lists.map((entry) => entry.key))).toEqual(zhGroups.flatMap((group) => group.lists.map((entry) => entry.key)));
    expect(enGroups[0].lists[0]).toMatchObject({ key: expect.stringMatching(/^[a-z0-9-]+$/), title: expect.any(String), content: expect.stringMatching(/^</) });
  });

  it('answers every feature group (the call asks page 1, size 1000)', async () => {
    const { body } = await stack.graph(FeaturesPageDocument, {}, { 'x-locale': 'en' });
    expect(body.errors).toBeUndefined();
    const groups = body.data!.featureGroups;
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(groups.every((group) => group.key && group.lists.length >= 3)).toBe(true);
  });

  it('serves both pages from the shared public cache, one upstream call per page and language', async () => {
    const before = await stack.upstreamCalls();
    await stack.graph(FaqPageDocument, {}, { 'x-locale': 'zh' });
    await stack.graph(FeaturesPageDocument, {}, { 'x-locale': 'zh' });
    const afterFirst = await stack.upstreamCalls();
    expect(afterFirst - before).toBeLessThanOrEqual(2);
    await stack.graph(FaqPageDocument, {}, { 'x-locale': 'zh' });
    await stack.graph(FeaturesPageDocument, {}, { 'x-locale': 'zh' });
    expect(await stack.upstreamCalls()).toBe(afterFirst);
  });
});
