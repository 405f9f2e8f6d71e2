import { describe, expect, it } from 'vitest';
import { createOrder, editionFacts, generateLicense, getOrder, listEditions, previewOrder } from './index.ts';
import {
  coverageLagDays,
  formatAmount,
  formatMoney,
  isPeriod,
  isQuantity,
  MID_PART_PATTERN,
  midRule,
  newPasswordRule,
  ORDER_NO_PATTERN,
  orderNo,
  methodCharges,
  paymentCurrency,
  periodRule,
  quantityRule,
  saleOf,
  siteCurrency,
  upgradeOf,
} from './rules.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;
const order = { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 };

describe('quantity', () => {
  it('takes whole numbers from 1 to 1000', () => {
    expect([1, 2, 999, 1000].every(isQuantity)).toBe(true);
  });

  it('refuses 0, 1001, a fraction and NaN', () => {
    expect([0, 1001, 1.5, Number.NaN].some(isQuantity)).toBe(false);
  });

  it("names the bound that was crossed in the schema's message", () => {
    expect([0, 1001, 2.5].map((n) => firstMessage(quantityRule().safeParse(n)))).toEqual([
      'The quantity must be at least 1',
      'The quantity must be at most 1000',
      'The quantity must be a whole number',
    ]);
  });

  it('takes the messages a client passes in its own language', () => {
    expect(firstMessage(quantityRule({ quantityWhole: '整数', quantityMin: '至少 1', quantityMax: '最多 1000' }).safeParse(0))).toBe('至少 1');
  });
});

describe('period', () => {
  it('takes -1 (the 7-day trial) and 1 to 36 months', () => {
    expect([-1, 1, 3, 12, 36].every(isPeriod)).toBe(true);
  });

  it('refuses 0, 37, -2 and a fraction', () => {
    expect([0, 37, -2, 1.5].some(isPeriod)).toBe(false);
  });

  it('answers one message for every period out of range', () => {
    expect(new Set([0, 37, -2].map((n) => firstMessage(periodRule().safeParse(n))))).toEqual(new Set(['The period must be -1 (7 days) or 1 to 36 months']));
  });
});

describe('the order calls use the rules', () => {
  it('the preview refuses a quantity of 1001 with the rule\'s message', () => {
    expect(firstMessage(previewOrder.body!.safeParse({ ...order, quantity: 1001 }))).toBe('The quantity must be at most 1000');
  });

  it('the order refuses a period of 37 with the rule\'s message', () => {
    expect(firstMessage(createOrder.body!.safeParse({ ...order, period: 37, name: 'Ada', country: 'CN' }))).toBe(
      'The period must be -1 (7 days) or 1 to 36 months',
    );
  });

  it('an order number is required, trimmed and at most 64 characters', () => {
    expect(firstMessage(getOrder.query!.safeParse({ order_no: '  ' }))).toBe('Missing order number');
    expect(orderNo().safeParse('x'.repeat(65)).success).toBe(false);
    expect(orderNo().parse(' TW20260601000000123456 ')).toBe('TW20260601000000123456');
  });

  it('the order numbers the upstream issues are TW and 20 digits', () => {
    expect([ORDER_NO_PATTERN.test('TW20260601000000123456'), ORDER_NO_PATTERN.test('TW2026')]).toEqual([true, false]);
  });
});

/** The seeded editions' ids and headline prices (yuan, dollars). */
const editions = [
  { id: 11, price: 0, dollar: 0 },
  { id: 13, price: 2900, dollar: 399 },
  { id: 15, price: 19800, dollar: 2799 },
  { id: 14, price: 1500, dollar: 199 },
  { id: 16, price: 1, dollar: 1 },
  { id: 17, price: 49800, dollar: 6999 },
];

describe('editions', () => {
  const sales = () => Object.fromEntries(editions.map((edition) => [edition.id, saleOf(edition)]));

  it('the trial edition is 16', () => {
    expect(sales()[16]).toBe('trial');
  });

  it('Red Team Enterprise and Blue Team Enterprise are sold by quote', () => {
    expect([sales()[15], sales()[17]]).toEqual(['quote', 'quote']);
  });

  it('an edition with nothing to pay is free', () => {
    expect(sales()[11]).toBe('free');
  });

  it('Red Team and Vul Scan are bought by subscription', () => {
    expect([sales()[13], sales()[14]]).toEqual(['subscription', 'subscription']);
  });

  it('the trial upgrades to Red Team (13), no other edition upgrades', () => {
    expect(editions.map((edition) => [edition.id, upgradeOf(edition.id)])).toEqual([
      [11, null],
      [13, null],
      [15, null],
      [14, null],
      [16, 13],
      [17, null],
    ]);
  });

  it('an edition answered without its sale breaks the editions call', () => {
    const facts = { ...editions[4], name: '7-Day Trial', name_cn: '7 天体验版', sequence: 5, status: 1 };
    const amounts = Object.fromEntries(Object.keys(editionFacts.shape).filter((key) => key.includes('amount')).map((key) => [key, 1]));
    expect(listEditions.data.safeParse([{ ...facts, ...amounts }]).success).toBe(false);
    expect(listEditions.data.parse([{ ...facts, ...amounts, sale: 'trial', upgrades_to: 13 }])[0]).toMatchObject({ sale: 'trial', upgrades_to: 13 });
  });

  it("the one-yuan trial's vulnerability data is 30 days old, other trials' 14", () => {
    expect([coverageLagDays(true), coverageLagDays(false)]).toEqual([30, 14]);
  });
});

describe('password', () => {
  const problem = (password: string) => firstMessage(newPasswordRule().safeParse(password));

  it('takes 8 to 64 characters with a letter and a digit', () => {
    expect([problem('abcdefg1'), problem(`a1${'x'.repeat(62)}`)]).toEqual([undefined, undefined]);
  });

  it('refuses 7 and 65 characters with the length message', () => {
    expect([problem('abcdef1'), problem(`a1${'x'.repeat(63)}`)]).toEqual([
      'The password must be 8 to 64 characters long',
      'The password must be 8 to 64 characters long',
    ]);
  });

  it('refuses a password without a digit or without a letter', () => {
    expect([problem('abcdefgh'), problem('12345678')]).toEqual([
      'The password must contain at least one letter and one digit',
      'The password must contain at least one letter and one digit',
    ]);
  });

  it('counts a letter of any script, as the server always did', () => {
    expect(problem('密码密码密码12')).toBeUndefined();
  });
});

describe('MID', () => {
  it('a whole MID is 32 letters or digits', () => {
    expect(midRule().safeParse('A1B2C3D4'.repeat(4)).success).toBe(true);
  });

  it('refuses 31 characters and a symbol with the MID message', () => {
    expect([firstMessage(midRule().safeParse('A'.repeat(31))), firstMessage(midRule().safeParse(`${'A'.repeat(31)}-`))]).toEqual([
      'Please enter the correct MID',
      'Please enter the correct MID',
    ]);
  });

  it('one box of the dialog holds 8 letters or digits', () => {
    expect([MID_PART_PATTERN.test('A1B2C3D4'), MID_PART_PATTERN.test('A1B2C3D')]).toEqual([true, false]);
  });

  it('generating a license checks the MID with the same rule', () => {
    expect(firstMessage(generateLicense.query!.safeParse({ license_id: 1, mid: 'short' }))).toBe('Please enter the correct MID');
  });
});

describe('money', () => {
  it('prices PayPal in US dollars and Alipay and WeChat Pay in yuan on either site', () => {
    const methods = ['paypal', 'alipay', 'wechat_pay'] as const;
    expect([methods.map((type) => paymentCurrency(type, 'USD')), methods.map((type) => paymentCurrency(type, 'RMB'))]).toEqual([
      ['USD', 'RMB', 'RMB'],
      ['USD', 'RMB', 'RMB'],
    ]);
  });

  it("prices a bank transfer in the site's currency: dollars on the English site, yuan on the Chinese one", () => {
    expect([paymentCurrency('company_pay', siteCurrency('en')), paymentCurrency('company_pay', siteCurrency('zh'))]).toEqual(['USD', 'RMB']);
  });

  it('lets a bank transfer pay an order of either currency', () => {
    expect([methodCharges('company_pay', 'USD'), methodCharges('company_pay', 'RMB')]).toEqual([true, true]);
  });

  it('lets PayPal pay only dollar orders and Alipay and WeChat Pay only yuan orders', () => {
    const orders = ['USD', 'RMB'] as const;
    expect((['paypal', 'alipay', 'wechat_pay'] as const).map((type) => orders.map((currency) => methodCharges(type, currency)))).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it('shows yuan on the Chinese site and US dollars on the English one', () => {
    expect([siteCurrency('zh'), siteCurrency('en')]).toEqual(['RMB', 'USD']);
  });

  it('formats with thousands separators and the currency sign', () => {
    expect([formatMoney(2900, 'RMB', 'zh'), formatMoney(1399, 'USD', 'en')]).toEqual(['¥2,900', '$1,399']);
  });

  it('always shows whole amounts (spec §9)', () => {
    expect([formatMoney(1234.5, 'RMB', 'zh'), formatMoney(966.67, 'USD', 'en'), formatAmount(1399.5, 'en')]).toEqual(['¥1,235', '$967', '1,400']);
  });
});
