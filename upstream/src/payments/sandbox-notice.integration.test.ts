import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { SANDBOX_NOTE } from '../licensing/license-mail.ts';
import { SANDBOX_PAYMENT_NOTE } from './payment-mail.ts';
import { outbox } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, isPaid, paidOrder, placeOrder, qrPayment, redTeam, sandboxPress, type Buyer } from '../testing/orders.ts';

const MID = 'ABCDEFGH12345678abcdefgh87654321';

/**
 * The sandbox says so on every page and in every mail of its payments: whoever reads one must not take its
 * licence for one that was paid for.
 */
describe('the sandbox provider’s pages and mails', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  /** Mails the first licence of a buyer who has one paid order. */
  const mailedLicence = async (b: Buyer, to: string, lang: string) => {
    const { body } = await b.get<{ lists: License[] }>('/license/list?size=1');
    const [license] = body.data.lists;
    const response = await fetch(`${t.upstream.apiUrl}/license/generateById?${new URLSearchParams({ license_id: String(license.id), mid: MID, email: to })}`, {
      headers: { authorization: `Bearer ${b.token}`, 'accept-language': lang },
    });
    expect(response.status).toBe(200);
    return (await outbox(t)).find((mail) => mail.to === to)!;
  };

  it('says it is a sandbox on every page: the checkout, its outcome, and a payment it does not know', async () => {
    const b = await buyer(t);
    const checkout = await qrPayment(b, await placeOrder(b, redTeam));
    const outcome = new URL(checkout);
    await sandboxPress(checkout, 'pay', { notify: '0' });
    const unknown = `${outcome.origin}${outcome.pathname}?payment=SBX-none`;
    for (const url of [checkout, outcome.href, unknown]) {
      const page = await (await fetch(url)).text();
      expect(page, url).toContain('Sandbox payment provider — no real money moves.');
      expect(page, url).toContain('支付沙箱：仅供测试，不会产生真实扣款。');
    }
  });

  it.each([
    ['en', '[Sandbox] Your Tidewatch license', SANDBOX_NOTE.en],
    ['zh-CN', '【沙箱】您的潮望授权', SANDBOX_NOTE.zh],
  ])('marks the licence mail of an order paid in the sandbox (%s)', async (lang, subject, note) => {
    const b = await buyer(t);
    const orderNo = await placeOrder(b, redTeam);
    await sandboxPress(await qrPayment(b, orderNo), 'pay');
    await expect.poll(isPaid(b, orderNo)).toBe(true);
    const mail = await mailedLicence(b, `sandbox-${lang}@example.com`, lang);
    expect(mail.subject.startsWith(subject)).toBe(true);
    expect(mail.text).toContain(note);
    expect(mail.html).toContain(note);
  });

  it.each([
    ['en', '[Sandbox] Payment received', SANDBOX_PAYMENT_NOTE.en],
    ['zh-CN', '【沙箱】付款成功', SANDBOX_PAYMENT_NOTE.zh],
  ])('marks the payment-confirmation mail of an order paid in the sandbox (%s)', async (lang, subject, note) => {
    const b = await buyer(t, lang);
    const orderNo = await placeOrder(b, redTeam);
    await sandboxPress(await qrPayment(b, orderNo), 'pay');
    await expect.poll(isPaid(b, orderNo)).toBe(true);
    const mail = (await outbox(t)).find((sent) => sent.subject.includes(orderNo))!;
    expect(mail.subject.startsWith(subject)).toBe(true);
    expect(mail.text).toContain(note);
    expect(mail.html).toContain(note);
  });

  it('leaves the payment mail of a bank transfer confirmed by staff unmarked', async () => {
    const b = await buyer(t);
    const orderNo = await paidOrder(t, b);
    const mail = (await outbox(t)).find((sent) => sent.subject.includes(orderNo))!;
    expect(mail.subject).toMatch(/^付款成功|^Payment received/);
  });

  it('leaves the mail of a bank transfer confirmed by staff unmarked', async () => {
    const b = await buyer(t);
    await paidOrder(t, b);
    const mail = await mailedLicence(b, 'transfer@example.com', 'en');
    expect(mail.subject).toMatch(/^Your Tidewatch license/);
    expect(mail.text).not.toContain(SANDBOX_NOTE.en);
  });
});
