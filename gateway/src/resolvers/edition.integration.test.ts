import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../testing/stack.ts';

interface EditionSaleRow {
  id: string;
  sale: string;
  upgradesTo: { id: string; name: string; sale: string } | null;
}

describe('editions say how they are sold', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  const editions = async () => {
    const { body } = await stack.graph<{ editions: EditionSaleRow[] }>('{ editions { id sale upgradesTo { id name sale } } }', {}, { 'x-locale': 'en' });
    expect(body.errors).toBeUndefined();
    return Object.fromEntries(body.data!.editions.map((edition) => [edition.id, edition]));
  };

  it('each edition is free, a subscription, a quote or the trial', async () => {
    const byId = await editions();
    expect(Object.fromEntries(Object.entries(byId).map(([id, edition]) => [id, edition.sale]))).toEqual({
      11: 'FREE',
      13: 'SUBSCRIPTION',
      14: 'SUBSCRIPTION',
      15: 'QUOTE',
      16: 'TRIAL',
      17: 'QUOTE',
    });
  });

  it("the trial's upgrade is the Red Team edition, sold by subscription", async () => {
    expect((await editions())[16].upgradesTo).toEqual({ id: '13', name: 'Red Team', sale: 'SUBSCRIPTION' });
  });

  it('no other edition upgrades', async () => {
    const others = Object.values(await editions()).filter((edition) => edition.id !== '16');
    expect(others.map((edition) => edition.upgradesTo)).toEqual(others.map(() => null));
  });

  it("resolving the trial's upgrade costs no upstream call beyond the edition list", async () => {
    await editions();
    const before = await stack.upstreamCalls();
    await stack.graph('{ edition(id: 16) { upgradesTo { id upgradesTo { id } } } }', {}, { 'x-locale': 'en' });
    expect(await stack.upstreamCalls()).toBe(before);
  });
});
