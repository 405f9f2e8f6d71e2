import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPreview } from '../../../contract/index.ts';
import { formatMoney } from '../../../contract/money.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, placeOrder, sandboxPress, type Buyer } from '../testing/orders.ts';
import { pdfLines } from '../testing/pdf-text.ts';

/**
 * Issue #32: the receipt says what the checkout's review said, line for line: list price, discount (named: the
 * coupon's code or the term discount), total and currency, for a coupon order and a term-discount order in both
 * currencies. The receipt is read from the PDF as a reader extracts it. RECEIPT_PDF_DIR keeps the files to look at.
 */

let t: TestUpstream;
let zh: Buyer;
let en: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  [zh, en] = await Promise.all([buyer(t, 'zh-CN'), buyer(t, 'en')]);
});
afterAll(() => t.close());

type Order = { license_type_id: number; payment_type: string; quantity: number; period: number; coupon_code?: string };

/** Pays an order as its buyer would: yuan by bank transfer confirmed by staff, dollars by PayPal through the sandbox. */
const pay = async (b: Buyer, order: Order) => {
  if (order.payment_type === 'company_pay') return paidOrder(t, b, order);
  const orderNo = await placeOrder(b, order);
  const { body } = await b.get<string>(`/pay/paypal/url?order_no=${orderNo}`);
  const back = new URL(await sandboxPress(body.data, 'pay'));
  const { body: callback } = await b.post('/pay/paypal/callback', Object.fromEntries(back.searchParams));
  if (callback.statusCode !== 200) throw new Error(`not paid: ${callback.messages}`);
  return orderNo;
};

/** The lines the checkout's review shows for a preview (client/src/features/orders/PriceSummary.tsx). */
const reviewLines = ({ order, discounts }: OrderPreview, locale: 'zh' | 'en') => {
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  return {
    list: money(order.order_amount + order.discount_amount),
    discount: `-${money(order.discount_amount)}`,
    total: money(order.order_amount),
    names: discounts.map((discount) => discount.label),
  };
};

const receiptLines = async (b: Buyer, orderNo: string) => {
  const response = await fetch(`${t.upstream.apiUrl}/order/receipt?order_no=${orderNo}`, { headers: { authorization: `Bearer ${b.token}` } });
  const pdf = new Uint8Array(await response.arrayBuffer());
  if (process.env.RECEIPT_PDF_DIR) writeFileSync(join(process.env.RECEIPT_PDF_DIR, `${orderNo}.pdf`), pdf);
  return pdfLines(pdf);
};

/** The amount on the receipt's line that starts with `name` (the sums: list price, discount, total). */
const sum = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name} `))?.slice(name.length + 1);

const cases: { name: string; b: () => Buyer; locale: 'zh' | 'en'; order: Order; words: { list: string; discount: string; total: string; currency: string }; named: RegExp[] }[] = [
  {
    name: 'a coupon order in yuan (Chinese site)',
    b: () => zh,
    locale: 'zh',
    order: { license_type_id: 13, payment_type: 'company_pay', quantity: 3, period: 12, coupon_code: 'REDTEAM2026' },
    words: { list: '原价', discount: '优惠', total: '实付金额', currency: '币种' },
    named: [/^12 个月立减 \d+%/, /^优惠码 REDTEAM2026/],
  },
  {
    name: 'a term-discount order in yuan (Chinese site)',
    b: () => zh,
    locale: 'zh',
    order: { license_type_id: 13, payment_type: 'company_pay', quantity: 1, period: 12 },
    words: { list: '原价', discount: '优惠', total: '实付金额', currency: '币种' },
    named: [/^12 个月立减 \d+%/],
  },
  {
    name: 'a coupon order in dollars (English site)',
    b: () => en,
    locale: 'en',
    order: { license_type_id: 13, payment_type: 'paypal', quantity: 2, period: 12, coupon_code: 'WELCOME10' },
    words: { list: 'List price', discount: 'Discount', total: 'Total', currency: 'Currency' },
    named: [/^12 months: \d+% off/, /^Coupon WELCOME10/],
  },
  {
    name: 'a term-discount order in dollars (English site)',
    b: () => en,
    locale: 'en',
    order: { license_type_id: 13, payment_type: 'paypal', quantity: 1, period: 12 },
    words: { list: 'List price', discount: 'Discount', total: 'Total', currency: 'Currency' },
    named: [/^12 months: \d+% off/],
  },
];

describe('the receipt equals the checkout', () => {
  for (const { name, b, locale, order, words, named } of cases) {
    it(`for ${name}: list price, named discount, total and currency`, async () => {
      const { body } = await b().post<OrderPreview>('/order/perAdd', order);
      const review = reviewLines(body.data, locale);
      const lines = await receiptLines(b(), await pay(b(), order));
      expect({ list: sum(lines, words.list), discount: sum(lines, words.discount), total: sum(lines, words.total) }).toEqual({
        list: review.list,
        discount: review.discount,
        total: review.total,
      });
      expect(sum(lines, words.currency)).toBe(body.data.order.currency === 'USD' ? (locale === 'en' ? 'USD (US dollar)' : '美元（USD）') : '人民币（RMB）');
      // every discount the review named, named the same way on the receipt
      for (const label of review.names) expect(lines.some((line) => line.startsWith(label))).toBe(true);
      for (const pattern of named) expect(lines.some((line) => pattern.test(line))).toBe(true);
    });
  }

  it('dates the payment in China Standard Time on the Chinese site and in UTC on the English one', async () => {
    const zhLines = await receiptLines(zh, await pay(zh, cases[1].order));
    expect(zhLines.some((line) => /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} 中国标准时间/.test(line))).toBe(true);
    const enLines = await receiptLines(en, await pay(en, cases[3].order));
    expect(enLines.some((line) => /\d{1,2} [A-Z][a-z]+ \d{4}(,| at) \d{2}:\d{2} UTC/.test(line))).toBe(true);
  });
});
