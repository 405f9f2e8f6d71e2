import Papa from 'papaparse';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffLeadView } from '../../../contract/index.ts';
import { outbox } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { contactSales, salesRequest } from '../testing/sales.ts';
import { staffSessionFor } from '../testing/staff.ts';
import { addLeadNote, setLeadOwner } from '../sales/index.ts';
import { previewOrder } from '../orders/index.ts';

// Leads in the back office (issue #33): sales move them through new → contacted → won or lost, own them and note
// them; each change is audited in its own transaction; other roles are refused by the upstream itself.
let t: TestUpstream;
let sales: Awaited<ReturnType<typeof staffSessionFor>>;
beforeAll(async () => {
  t = await startTestUpstream();
  sales = await staffSessionFor(t.upstream.db, t.clock.now(), 'sales');
}, 60_000);
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
const newLead = async (fields: Record<string, unknown> = {}) => {
  const { body } = await contactSales(t, salesRequest(fields));
  if (body.statusCode !== 200) throw new Error(body.messages);
  return body.data.id;
};
const post = <T = StaffLeadView>(path: string, json: unknown, token = sales.token) => t.api<T>(path, { method: 'POST', json, headers: as(token) });
const auditOf = (id: number) =>
  t.upstream.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'lead').where('subject_id', '=', String(id)).orderBy('id').execute();
/** the transaction that last wrote a row: a change and its audit row written together share it */
const xminOf = async (table: 'lead' | 'audit_log', id: number | string) =>
  (await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)} where id = ${id}`.execute(t.upstream.db)).rows[0].xmin;

describe('who may work the leads', () => {
  it('refuses a reviewer the leads (403)', async () => {
    const reviewer = await staffSessionFor(t.upstream.db, t.clock.now(), 'reviewer');
    const { status, body } = await t.api('/staff/leads', { headers: as(reviewer.token) });
    expect(status).toBe(403);
    expect(body.messages).toBe('Your role (reviewer) may not do this');
  });

  it('refuses a finance member a change to a lead, which stays as it was', async () => {
    const id = await newLead();
    const finance = await staffSessionFor(t.upstream.db, t.clock.now(), 'finance');
    expect((await post(`/staff/leads/${id}/state`, { state: 'won' }, finance.token)).status).toBe(403);
    expect((await t.upstream.db.selectFrom('lead').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('new');
  });
});

describe('a lead moved, owned and noted', () => {
  it('moves a sales contact to won and audits lead.state in the same transaction', async () => {
    const id = await newLead();
    const { body } = await post(`/staff/leads/${id}/state`, { state: 'won' });
    expect(body.data.state).toBe('won');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'lead.state', actor_kind: 'staff', actor_name: sales.username, before: { state: 'new' }, after: { state: 'won' } });
    expect(await xminOf('audit_log', entry.id)).toBe(await xminOf('lead', id));
  });

  it('changes nothing when the audit cannot be written: the change and its record stand or fall together', async () => {
    const id = await newLead();
    const refuse = () => Promise.reject(new Error('audit log unavailable'));
    const rt = { db: t.upstream.db, clock: t.clock };
    await expect(addLeadNote(rt, id, { staffId: sales.staffId, name: sales.username }, 'Left unrecorded', refuse)).rejects.toThrow('audit log unavailable');
    await expect(setLeadOwner(rt, id, sales.staffId, refuse)).rejects.toThrow('audit log unavailable');
    const lead = await t.upstream.db.selectFrom('lead').select('owner_staff_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(lead.owner_staff_id).toBeNull();
    expect(await t.upstream.db.selectFrom('lead_note').select('id').where('lead_id', '=', id).execute()).toEqual([]);
  });

  it('refuses to move a lead back to new, saying why in both languages, and leaves it as it was', async () => {
    const id = await newLead();
    await post(`/staff/leads/${id}/state`, { state: 'contacted' });
    for (const [locale, text] of [
      ['en', `Request ${id} cannot be moved back to new`],
      ['zh', `申请 ${id} 不能退回为新线索`],
    ] as const) {
      const { status, body } = await t.api(`/staff/leads/${id}/state`, { method: 'POST', json: { state: 'new' }, headers: { ...as(sales.token), 'accept-language': locale } });
      expect(status).toBe(400);
      expect(body.messages).toContain(text);
    }
    expect((await t.upstream.db.selectFrom('lead').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('contacted');
    expect((await auditOf(id)).map((row) => row.after)).toEqual([{ state: 'contacted' }]);
  });

  it('appends notes with author and time, each audited as lead.note in its transaction', async () => {
    const id = await newLead();
    await post(`/staff/leads/${id}/notes`, { text: 'Called, wants 30 seats' });
    const { body } = await post(`/staff/leads/${id}/notes`, { text: 'Sent the price list' });
    expect(body.data.notes).toEqual([
      expect.objectContaining({ author: sales.username, text: 'Called, wants 30 seats', created_at: t.clock.now().toISOString() }),
      expect.objectContaining({ author: sales.username, text: 'Sent the price list' }),
    ]);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['lead.note', 'lead.note']);
    expect(await xminOf('audit_log', entries[1].id)).toBe(await xminOf('lead', id));
    await expect(sql`update lead_note set text = 'rewritten' where lead_id = ${id}`.execute(t.upstream.db)).rejects.toThrow();
  });

  it('refuses a blank note', async () => {
    const id = await newLead();
    const { status, body } = await post(`/staff/leads/${id}/notes`, { text: '   ' });
    expect(status).toBe(400);
    expect(body.messages).toContain('Please write the note');
  });

  it('gives a lead to a sales member, audited as lead.owner', async () => {
    const id = await newLead();
    const colleague = await staffSessionFor(t.upstream.db, t.clock.now(), 'sales');
    const { body } = await post(`/staff/leads/${id}/owner`, { owner_id: colleague.staffId });
    expect(body.data).toMatchObject({ owner_id: colleague.staffId, owner: colleague.username });
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'lead.owner', before: { owner_id: null }, after: { owner_id: colleague.staffId } })]);
  });

  it('refuses an owner who is no member of sales, or no member at all', async () => {
    const id = await newLead();
    const support = await staffSessionFor(t.upstream.db, t.clock.now(), 'support');
    for (const ownerId of [support.staffId, 999_999]) {
      const { status, body } = await post(`/staff/leads/${id}/owner`, { owner_id: ownerId });
      expect(status).toBe(400);
      expect(body.messages).toBe(`Member ${ownerId} cannot own a lead: the owner must be an active sales member or admin`);
    }
    expect(await auditOf(id)).toEqual([]);
  });

  it('loses a trial request with a reason the applicant is mailed; a trial is won only by granting it', async () => {
    const { applyForTrial, trialRequest } = await import('../testing/sales.ts');
    const request = trialRequest();
    const { body: sent } = await applyForTrial(t, request);
    const id = sent.data.id;
    expect((await post(`/staff/leads/${id}/state`, { state: 'won' })).body.messages).toBe(`Request ${id} is a trial request: it is won by granting the trial`);
    expect((await post(`/staff/leads/${id}/state`, { state: 'lost' })).status).toBe(400);
    const { body } = await post(`/staff/leads/${id}/state`, { state: 'lost', reason: 'Please use a company address' });
    expect(body.data).toMatchObject({ state: 'lost', lost_reason: 'Please use a company address' });
    expect((await outbox(t)).find((mail) => mail.to === request.email)?.text).toContain('Reason: Please use a company address');
  });
});

describe('the leads listed and exported', () => {
  it('filters by kind, state and owner', async () => {
    const mine = await newLead();
    const other = await newLead();
    await post(`/staff/leads/${mine}/owner`, { owner_id: sales.staffId });
    await post(`/staff/leads/${mine}/state`, { state: 'contacted' });
    const { body } = await t.api<StaffLeadView[]>(`/staff/leads?kind=sales&state=contacted&owner=${sales.staffId}`, { headers: as(sales.token) });
    expect(body.data.map((lead) => lead.id)).toEqual([mine]);
    const { body: unowned } = await t.api<StaffLeadView[]>('/staff/leads?owner=none', { headers: as(sales.token) });
    expect(unowned.data.map((lead) => lead.id)).toContain(other);
    expect(unowned.data.map((lead) => lead.id)).not.toContain(mine);
  });

  it('exports exactly the filtered leads as CSV, quotes and commas escaped', async () => {
    const owner = await staffSessionFor(t.upstream.db, t.clock.now(), 'sales');
    const tricky = await newLead({ company: 'Acme, "The Best" Ltd', comment: 'one, two\n"three"' });
    const left = await newLead();
    await post(`/staff/leads/${tricky}/owner`, { owner_id: owner.staffId });
    await post(`/staff/leads/${tricky}/notes`, { text: '=cmd, "quoted"' });
    const response = await fetch(`${t.upstream.apiUrl}/staff/leads/export?owner=${owner.staffId}`, { headers: as(sales.token) });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await response.text();
    expect(csv).toContain('"Acme, ""The Best"" Ltd"');
    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data.map((row) => row.id)).toEqual([String(tricky)]);
    expect(data[0]).toMatchObject({ company: 'Acme, "The Best" Ltd', comment: 'one, two\n"three"', owner: owner.username });
    expect(data[0].notes).toContain(`${sales.username}: =cmd, "quoted"`);
    expect(csv).not.toContain(`\r\n${left},`);
  });
});

describe('a quote for a sales contact', () => {
  it('is priced as an order would be and mailed to the contact, audited as lead.quote', async () => {
    const email = `quote.${Date.now().toString(36)}@example.com`;
    const id = await newLead({ email });
    const { status, body } = await post<{ order_amount: number; currency: string; mailed_to: string }>(`/staff/leads/${id}/quote`, { license_type_id: 13, quantity: 5, period: 12, currency: 'USD' });
    expect(status, body.messages).toBe(200);
    const priced = await previewOrder({ db: t.upstream.db, clock: t.clock }, { license_type_id: 13, payment_type: 'paypal', quantity: 5, period: 12 }, 'en');
    expect(body.data).toMatchObject({ order_amount: priced.order.order_amount, currency: 'USD', mailed_to: email });
    const mail = (await outbox(t)).find((m) => m.to === email && m.subject.startsWith('Your Tidewatch quote'))!;
    expect(mail.text).toContain(`5 licence(s) of Red Team for 1 year(s): $`);
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'lead.quote', after: expect.objectContaining({ order_amount: priced.order.order_amount }) })]);
  });

  it('refuses a trial request and an unknown coupon', async () => {
    const { applyForTrial, trialRequest } = await import('../testing/sales.ts');
    const { body: sent } = await applyForTrial(t, trialRequest());
    const trial = await post(`/staff/leads/${sent.data.id}/quote`, { license_type_id: 15, quantity: 1, period: 12 });
    expect(trial.body.messages).toBe(`Request ${sent.data.id} is a trial request: quotes are for sales contacts`);
    const id = await newLead();
    const { status } = await post(`/staff/leads/${id}/quote`, { license_type_id: 15, quantity: 1, period: 12, coupon_code: 'NO-SUCH-COUPON' });
    expect(status).toBe(400);
  });
});
