import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, placeOrder, type Buyer } from '../testing/orders.ts';
import { pdfLines } from '../testing/pdf-text.ts';
import { runAdmin } from '../staff/admin.ts';
import { staffSessionFor } from '../testing/staff.ts';

/** Invoices for companies (issue #32): details until the receipt is issued, gapless numbers, never changed, credit notes. */

let t: TestUpstream;
let en: Buyer;
let zh: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  [en, zh] = await Promise.all([buyer(t, 'en'), buyer(t, 'zh-CN')]);
});
afterAll(() => t.close());

const company = { invoice_company: 'Analytical Engines Ltd', invoice_address: '12 Babbage Row, London', invoice_tax_id: 'GB123456789' };
const download = async (b: Buyer, orderNo: string) => {
  const response = await fetch(`${t.upstream.apiUrl}/order/receipt?order_no=${orderNo}`, { headers: { authorization: `Bearer ${b.token}` } });
  const pdf = new Uint8Array(await response.arrayBuffer());
  // RECEIPT_PDF_DIR keeps the files to look at
  if (process.env.RECEIPT_PDF_DIR) writeFileSync(join(process.env.RECEIPT_PDF_DIR, `invoice-${orderNo}.pdf`), pdf);
  return { response, pdf };
};
const setDetails = (b: Buyer, orderNo: string, details: Record<string, string>) => b.post('/order/invoice', { order_no: orderNo, ...details });
const invoiceNumber = (orderNo: string) =>
  t.upstream.db.selectFrom('invoice').innerJoin('order', 'order.id', 'invoice.order_id').select('invoice.number').where('order.order_no', '=', orderNo).executeTakeFirst();

describe('invoice details', () => {
  it('given at checkout make the paid order\'s document an invoice carrying them and its number', async () => {
    const orderNo = await paidOrder(t, en, company);
    const { response, pdf } = await download(en, orderNo);
    const number = (await invoiceNumber(orderNo))?.number;
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Tidewatch-invoice-${number}.pdf"`);
    const text = (await pdfLines(pdf)).join('\n');
    for (const words of ['Invoice', number!, 'Analytical Engines Ltd', '12 Babbage Row, London', 'GB123456789', orderNo]) expect(text).toContain(words);
  });

  it('added after payment from order management count until the receipt is downloaded', async () => {
    const orderNo = await paidOrder(t, zh);
    const { body } = await setDetails(zh, orderNo, { invoice_company: '潮汐科技有限公司', invoice_tax_id: '91310000MA1FL8XQ3K' });
    expect(body).toMatchObject({ statusCode: 200, data: { company: '潮汐科技有限公司', tax_id: '91310000MA1FL8XQ3K', number: null, editable: true } });
    const text = (await pdfLines((await download(zh, orderNo)).pdf)).join('\n');
    expect(text).toContain('发票抬头');
    expect(text).toContain('潮汐科技有限公司');
    expect(text).toContain('纳税人识别号');
    expect(text).toContain((await invoiceNumber(orderNo))!.number);
  });

  it('are refused with 409 once the invoice is issued, in the request\'s language', async () => {
    const orderNo = await paidOrder(t, zh, company);
    await download(zh, orderNo);
    const number = (await invoiceNumber(orderNo))!.number;
    const { status, body } = await setDetails(zh, orderNo, { ...company, invoice_company: 'Someone Else Ltd' });
    expect(status).toBe(409);
    expect(body.messages).toBe(`发票 ${number} 已开具，不能再修改；如需更正，请联系我们开具红字发票（贷项通知单）`);
    const refused = await setDetails(en, await paidOrder(t, en, company).then(async (no) => (await download(en, no), no)), company);
    expect(refused.body.messages).toMatch(/^Invoice INV-\d{4}-\d{6} has been issued and can no longer be changed/);
  });

  it('are refused with 409 once a plain receipt was downloaded', async () => {
    const orderNo = await paidOrder(t, en);
    await download(en, orderNo);
    const { status, body } = await setDetails(en, orderNo, company);
    expect(status).toBe(409);
    expect(body.messages).toBe(`The receipt of order ${orderNo} has been issued, so invoice details can no longer be added or changed`);
  });

  it.each([
    ['en', { invoice_tax_id: 'GB123456789' }, 'Please enter the company name for the invoice'],
    ['en', { invoice_company: 'Acme' }, 'Please enter the tax number (VAT/GST id) for the invoice'],
    ['en', { invoice_company: 'Acme', invoice_tax_id: '<script>' }, 'The tax number must be 5 to 40 letters and digits (spaces, dots, hyphens and slashes allowed between them)'],
    ['zh', { invoice_company: 'Acme' }, '请输入纳税人识别号'],
    ['zh', { invoice_tax_id: '91310000MA1FL8XQ3K' }, '请输入发票抬头'],
  ])('bad details are refused with 400 (%s: %j)', async (lang, details, message) => {
    const b = lang === 'zh' ? zh : en;
    const orderNo = await placeOrder(b, { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 });
    const { status, body } = await setDetails(b, orderNo, details);
    expect({ status, message: body.messages }).toEqual({ status: 400, message });
    const atCheckout = await b.post('/order/add', { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3, name: 'Ada', country: 'GB', company: '', ...details });
    expect({ status: atCheckout.status, message: atCheckout.body.messages }).toEqual({ status: 400, message });
  });

  it("of another user's order do not exist for them", async () => {
    const orderNo = await placeOrder(en, { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 });
    expect((await setDetails(zh, orderNo, company)).status).toBe(404);
  });
});

describe('invoice numbers', () => {
  it('are unique and gapless when many invoices are issued at once, at payment and at first download', async () => {
    // issued at payment: eight orders with details paid at once
    const atPayment = await Promise.all(Array.from({ length: 8 }, () => paidOrder(t, en, company)));
    // issued at first download: eight paid orders given details afterwards, each downloaded twice at once
    const later = await Promise.all(Array.from({ length: 8 }, () => paidOrder(t, en)));
    await Promise.all(later.map((orderNo) => setDetails(en, orderNo, company)));
    const responses = await Promise.all([...later, ...later].map((orderNo) => download(en, orderNo)));
    expect(responses.every(({ response }) => response.status === 200)).toBe(true);
    const numbers = (await Promise.all([...atPayment, ...later].map(invoiceNumber))).map((row) => row!.number);
    expect(new Set(numbers).size).toBe(16);
    // every number of this database's invoices, from 1 up without a hole
    const all = (await t.upstream.db.selectFrom('invoice').select('number').orderBy('number').execute()).map((row) => Number(row.number.slice(-6)));
    expect(all).toEqual(all.map((_, i) => i + 1));
  });
});

describe('an issued invoice', () => {
  it('is never changed nor removed: the database refuses', async () => {
    const orderNo = await paidOrder(t, en, company);
    await download(en, orderNo);
    await expect(sql`update invoice set company = 'Forged Ltd' where number = ${(await invoiceNumber(orderNo))!.number}`.execute(t.upstream.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from invoice`.execute(t.upstream.db)).rejects.toThrow(/append-only/);
    await expect(sql`update "order" set invoice_company = 'Forged Ltd' where order_no = ${orderNo}`.execute(t.upstream.db)).rejects.toThrow(/never change/);
  });

  it('is corrected by a credit note staff issue with the admin CLI, naming the invoice', async () => {
    const orderNo = await paidOrder(t, en, company);
    await download(en, orderNo);
    const number = (await invoiceNumber(orderNo))!.number;
    const out = mkdtempSync(join(tmpdir(), 'credit-note-'));
    const env = { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN };
    const said = await runAdmin(['credit-note', orderNo, '--reason', 'Wrong company name', '--out', out], env);
    const credit = said.match(/Credit note (CN-\d{4}-\d{6}) issued against invoice (INV-\S+); saved as (\S+)\.$/);
    expect(credit?.[2]).toBe(number);
    if (process.env.RECEIPT_PDF_DIR) copyFileSync(credit![3], join(process.env.RECEIPT_PDF_DIR, `credit-${orderNo}.pdf`));
    const text = (await pdfLines(readFileSync(credit![3]))).join('\n');
    for (const words of ['Credit note', credit![1], 'Corrects invoice', number, 'Wrong company name', 'Analytical Engines Ltd']) expect(text).toContain(words);
    await expect(runAdmin(['credit-note', orderNo, '--reason', 'again', '--out', out], env)).rejects.toThrow(`Invoice ${number} is already corrected by credit note ${credit![1]}`);
    rmSync(out, { recursive: true, force: true });
    // a staff action (issue #33): logged once, as the CLI, with the reason; the refused second attempt left no row
    const logged = await t.upstream.db.selectFrom('audit_log').selectAll().where('action', '=', 'credit_note.issue').where('subject_id', '=', orderNo).execute();
    expect(logged).toMatchObject([{ actor_kind: 'cli', actor_name: 'cli', reason: 'Wrong company name', after: { invoice: number, credit_note: credit![1] } }]);
  });

  it('is corrected by finance and refused to a reviewer, whose attempt changes nothing', async () => {
    const orderNo = await paidOrder(t, en, company);
    await download(en, orderNo);
    const call = async (role: 'reviewer' | 'finance') => {
      const { token } = await staffSessionFor(t.upstream.db, t.clock.now(), role);
      return t.api<{ number: string }>(`/staff/money/orders/${orderNo}/credit-note`, { method: 'POST', json: { reason: 'Wrong address' }, headers: { authorization: `Bearer ${token}` } });
    };
    expect((await call('reviewer')).status).toBe(403);
    expect(await t.upstream.db.selectFrom('audit_log').select('id').where('action', '=', 'credit_note.issue').where('subject_id', '=', orderNo).execute()).toEqual([]);
    const issued = await call('finance');
    expect(issued.status).toBe(200);
    expect(issued.body.data.number).toMatch(/^CN-\d{4}-\d{6}$/);
  });
});
