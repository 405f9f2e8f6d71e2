import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoveLeadDocument } from '../../../client/src/gql/graphql.ts';
import { staffSessionFor } from '../../../upstream/src/testing/staff.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

/**
 * Leads through the graph (issue #33): which moves a lead may make is the upstream's rule alone; the graph asks it and
 * passes its refusal on, in the caller's language.
 */

let stack: TestStack;
let sales: string;
let leadId: string;
beforeAll(async () => {
  stack = await startTestStack();
  sales = (await staffSessionFor(stack.upstream.db, new Date(), 'sales')).token;
  const lead = await stack.upstream.db
    .insertInto('lead')
    .values({ kind: 'sales', edition_id: 17, name: 'Grace', email: 'grace.leads@example.com', mobile: null, company: 'Compilers Inc', country: 'US', position: 'cto', use: 'audit', quantity: 5, comment: null, mid: null, locale: 'en', ip: '203.0.113.9', user_id: null, lost_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  leadId = String(lead.id);
}, 60_000);
afterAll(() => stack.close());

describe('moving a lead through the graph', () => {
  for (const [locale, text] of [
    ['en', 'Request {id} cannot be moved back to new'],
    ['zh', '申请 {id} 不能退回为新线索'],
  ] as const) {
    it(`passes on the upstream's refusal to move a lead back to new (${locale})`, async () => {
      const { body } = await stack.graph(MoveLeadDocument, { id: leadId, state: 'NEW' }, { authorization: `Bearer ${sales}`, 'x-locale': locale });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      // the upstream's words (naming the request), not a copy of the rule in the gateway
      expect(body.errors?.[0]?.message).toContain(text.replace('{id}', leadId));
    });
  }

  it('moves a lead on to contacted', async () => {
    const { body } = await stack.graph(MoveLeadDocument, { id: leadId, state: 'CONTACTED' }, { authorization: `Bearer ${sales}`, 'x-locale': 'en' });
    expect(body.errors).toBeUndefined();
    expect((await stack.upstream.db.selectFrom('lead').select('state').where('id', '=', Number(leadId)).executeTakeFirstOrThrow()).state).toBe('contacted');
  });
});
