import { decodeJwt } from 'jose';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { runAdmin } from '../staff/admin.ts';
import { DAY } from '../domain/clock.ts';
import { outbox } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { buyer, type Buyer } from '../testing/orders.ts';
import { applyForTrial, contactSales, salesRequest, trialRequest } from '../testing/sales.ts';

describe('staff and the leads (admin CLI)', () => {
  let t: TestUpstream;
  let alice: Buyer;
  const env = () => ({ UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  const ymd = (date: Date) => date.toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await startTestUpstream();
    alice = await buyer(t);
    t.clock.advance(2 * 60_000); // past the mail limit of alice's address (her activation mail)
  });
  afterAll(() => t.close());

  const trial = async (fields: Record<string, string | number>, lang = 'en') => {
    const { body } = await applyForTrial(t, fields, { lang });
    if (body.statusCode !== 200) throw new Error(body.messages);
    return body.data.id;
  };

  it('grants a trial to the account with the applicant address: a 7-day licence in its licence management, coverage date in the file', async () => {
    const id = await trial(trialRequest({ email: alice.account.email.toUpperCase(), license_type_id: 15 }));
    expect(await runAdmin(['leads', '--kind', 'trial', '--state', 'new'], env())).toMatch(new RegExp(`^${id}\\s+trial\\s+new\\s+Red Team Enterprise`, 'm'));

    const coverage = ymd(new Date(t.clock.now().getTime() - 14 * DAY));
    expect(await runAdmin(['grant-trial', String(id)], env())).toMatch(new RegExp(`^Trial ${id} granted: license \\d+ is in the licence management of ${alice.account.username} \\(coverage before ${coverage}\\)\\.$`));
    const { body } = await alice.get<{ lists: License[] }>('/license/list');
    const license = body.data.lists.find((l) => l.license_type_id === 15)!;
    expect(license).toMatchObject({ period: -1, period_day: 0, status: 0 });

    const file = await (
      await fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${license.id}&mid=${'A1'.repeat(16)}`, { headers: { authorization: `Bearer ${alice.token}` } })
    ).text();
    const claims = decodeJwt(file);
    expect(claims).toMatchObject({ license_id: license.id, edition_id: 15, period: -1, coverage_before: coverage });
    expect((claims.exp! - claims.iat!) / 86_400).toBe(7);

    const mail = (await outbox(t)).find((m) => m.to === alice.account.email.toUpperCase())!;
    expect(mail.subject).toBe('Your Tidewatch trial of Red Team Enterprise is ready');
    expect(mail.text).toContain(`vulnerabilities updated before ${coverage.replaceAll('-', '.')}`);
    expect(mail.links[0]).toBe('http://en.localhost:8080/center/licenseManagement');

    await expect(runAdmin(['grant-trial', String(id)], env())).rejects.toThrow(`Request ${id} is already won`);
    expect(await runAdmin(['leads', '--state', 'won'], env())).toMatch(new RegExp(`^${id}\\s+trial\\s+won`, 'm'));
  });

  it('mails the activation code, in Chinese, to an applicant without an account; the one-yuan edition covers 30 days less', async () => {
    const request = trialRequest({ license_type_id: 16 });
    const id = await trial(request, 'zh-CN');
    const output = await runAdmin(['grant-trial', String(id)], env());
    const coverage = ymd(new Date(t.clock.now().getTime() - 30 * DAY));
    expect(output).toContain(`activation code was mailed to ${request.email}, who has no account (coverage before ${coverage})`);
    const mail = (await outbox(t)).find((m) => m.to === request.email)!;
    const row = await t.upstream.db.selectFrom('license').selectAll().where('lead_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, order_id: null, period: -1, coverage_before: coverage });
    expect(mail.subject).toMatch(/^您的潮望 .+ 试用已开通$/);
    expect(mail.text).toContain(`激活码为 ${row.key}`);
    expect(mail.text).toContain(`试用包含 ${coverage.replaceAll('-', '.')} 之前更新的漏洞`);
  });

  it('grants a trial sent while signed in to that account, whatever address the form carried', async () => {
    const { body } = await applyForTrial(t, trialRequest({ email: 'work.address@example.com', license_type_id: 17 }), { token: alice.token });
    expect(await runAdmin(['grant-trial', String(body.data.id)], env())).toContain(`is in the licence management of ${alice.account.username}`);
    const { body: list } = await alice.get<{ lists: License[] }>('/license/list');
    expect(list.data.lists.some((l) => l.license_type_id === 17 && l.period === -1)).toBe(true);
  });

  it('declines a request with a reason the applicant is mailed; a closed or unknown request, a sales contact or no reason is refused', async () => {
    const request = trialRequest();
    const id = await trial(request);
    await expect(runAdmin(['decline', String(id)], env())).rejects.toThrow('Why?');
    expect(await runAdmin(['decline', String(id), '--reason', 'Please use a company address'], env())).toBe(`Request ${id} declined (lost).`);
    const mail = (await outbox(t)).find((m) => m.to === request.email)!;
    expect(mail.text).toContain('Reason: Please use a company address');
    await expect(runAdmin(['grant-trial', String(id)], env())).rejects.toThrow(`Request ${id} is already lost`);
    await expect(runAdmin(['grant-trial', '999999'], env())).rejects.toThrow('Request 999999 does not exist');

    const { body } = await contactSales(t, salesRequest());
    await expect(runAdmin(['grant-trial', String(body.data.id)], env())).rejects.toThrow(`Request ${body.data.id} is a sales contact, not a trial request`);
    expect(await runAdmin(['contacted', String(body.data.id)], env())).toBe(`Request ${body.data.id} marked as contacted.`);
    expect(await runAdmin(['leads', '--state', 'contacted'], env())).toMatch(new RegExp(`^${body.data.id}\\s+sales\\s+contacted`, 'm'));
    await expect(runAdmin(['leads', '--kind', 'orders'], env())).rejects.toThrow('--kind must be trial or sales');
  });

  it('lists typed HTML and control characters as plain text, and exports a CSV no spreadsheet runs as a formula', async () => {
    const { body } = await contactSales(t, salesRequest({ name: '=HYPERLINK("http://evil.example","x")', company: '<b>Acme</b>\u001b[31mred', comment: '@SUM(1+1)\nsecond line' }));
    const listing = await runAdmin(['leads', '--kind', 'sales'], env());
    expect(listing).toContain('<b>Acme</b> [31mred');
    expect(listing).not.toContain('\u001b');

    const csv = await runAdmin(['export-leads'], env());
    const { data, meta } = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(meta.fields).toEqual(expect.arrayContaining(['id', 'kind', 'state', 'edition', 'name', 'email', 'mobile', 'comment', 'created_at']));
    const row = data.find((r) => r.id === String(body.data.id))!;
    expect(row.name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row.comment).toBe(`'@SUM(1+1)\nsecond line`);
    expect(row.company).toBe('<b>Acme</b>\u001b[31mred');
    expect(row.kind).toBe('sales');
  });
});
