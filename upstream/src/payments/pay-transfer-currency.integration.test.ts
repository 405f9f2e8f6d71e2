import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderPreview } from '../../../contract/index.ts';
import { runAdmin } from '../staff/admin.ts';
import { outbox } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { buyer, orderState, placeOrder, redTeam, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let ada: Buyer;
let li: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  [ada, li] = await Promise.all([buyer(t, 'en'), buyer(t, 'zh-CN')]);
});
afterAll(() => t.close());

const transfer = { ...redTeam, payment_type: 'company_pay' };
const transferInfo = async (b: Buyer, orderNo: string) =>
  (await b.get<OrderDetail>(`/order/detailWithPayInfo?order_no=${orderNo}&payment_type=company_pay`)).body.data;

/** The international account (demo data) a dollar transfer is paid into, as the English site shows it. */
const dollarAccount = {
  account_name: 'Tidewatch Security Co., Ltd.',
  blank_name: 'China Merchants Bank, Beijing Branch',
  blank_number: '1109 0821 3432 802',
  swift_code: 'CMBCCNBS',
  bank_address: 'No. 156 Fuxingmennei Street, Xicheng District, Beijing 100031, China',
  beneficiary_address: 'Room 1203, Tower B, No. 9 Kexueyuan South Road, Haidian District, Beijing 100190, China',
};

/** Bank transfers charge the site's currency (issue #32): dollars on the English site, yuan on the Chinese one. */
describe("a bank transfer in the site's currency", () => {
  it('prices an English bank-transfer order in US dollars', async () => {
    const { body } = await ada.post<OrderPreview>('/order/perAdd', transfer);
    expect(body.data.order).toMatchObject({ currency: 'USD', order_amount: 798, license_type_price: 399 });
  });

  it('creates an English bank-transfer order in US dollars, to be paid into the dollar account with its SWIFT/BIC', async () => {
    const orderNo = await placeOrder(ada, transfer);
    const detail = await transferInfo(ada, orderNo);
    expect([detail.currency, detail.order_amount]).toEqual(['USD', 798]);
    expect(detail.info).toMatchObject({ ...dollarAccount, amount: 798, order_note: orderNo });
  });

  it('creates a Chinese bank-transfer order in yuan, to be paid into the yuan account, which has no SWIFT/BIC', async () => {
    const orderNo = await placeOrder(li, transfer);
    const detail = await transferInfo(li, orderNo);
    expect([detail.currency, detail.order_amount]).toEqual(['RMB', 5800]);
    expect(detail.info).toMatchObject({
      account_name: '潮望安全科技有限公司',
      blank_name: '招商银行北京分行营业部',
      blank_number: '1109 0821 3410 601',
      swift_code: null,
      bank_address: null,
      beneficiary_address: null,
      amount: 5800,
    });
  });

  it('keeps a dollar PayPal order in dollars when it is paid by bank transfer at the checkstand, into the dollar account', async () => {
    const orderNo = await placeOrder(ada, { ...redTeam, payment_type: 'paypal' });
    const detail = await transferInfo(ada, orderNo);
    expect([detail.currency, detail.info?.amount]).toEqual(['USD', 798]);
    expect(detail.info).toMatchObject(dollarAccount);
  });

  it('shows a dollar order the dollar account on the Chinese site too, in Chinese', async () => {
    const orderNo = await placeOrder(li, { ...redTeam, payment_type: 'paypal' });
    const detail = await transferInfo(li, orderNo);
    expect(detail.info).toMatchObject({ blank_number: dollarAccount.blank_number, swift_code: 'CMBCCNBS', blank_name: '招商银行北京分行', amount: 798 });
  });

  it('still refuses Alipay for a dollar bank-transfer order', async () => {
    const orderNo = await placeOrder(ada, transfer);
    const { body } = await ada.get(`/order/detailWithPayInfo?order_no=${orderNo}&payment_type=alipay`);
    expect([body.statusCode, body.messages]).toEqual([400, 'This order is priced in US dollars: please pay it with PayPal or bank transfer']);
  });

  it('is confirmed by staff when the dollars arrive, and the confirmation mail says dollars', async () => {
    const orderNo = await placeOrder(ada, transfer);
    const env = { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN };
    expect(await runAdmin(['confirm-transfer', orderNo], env)).toBe(`Order ${orderNo} is paid; 2 license(s) issued.`);
    const { order, licenses } = await orderState(t, orderNo);
    expect([order.pay_status, order.currency, Number(order.order_amount), licenses.length]).toEqual([1, 'USD', 798, 2]);
    const mail = (await outbox(t)).find((m) => m.to === ada.account.email && m.subject.includes(orderNo));
    expect(mail?.text).toContain(`We received $798 for order ${orderNo}`);
  });
});
