import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/translate.ts';
import { PERIOD_MAX, PERIOD_MIN, QUANTITY_MAX, QUANTITY_MIN } from '../../../../contract/limits.ts';
import { orderFormSchema, type OrderFormValues } from './order-form-schema.ts';

const quantityWrong = `Please enter a quantity from ${QUANTITY_MIN} to ${QUANTITY_MAX}`;
const periodWrong = `Please enter a period of ${PERIOD_MIN} to ${PERIOD_MAX} months`;

const english: Translate = (descriptor) => i18n._(descriptor);

/** Each field's first message. */
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [String(issue.path[0]), issue.message]));

const valid: OrderFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'GB',
  position: '',
  use: '',
  company: '',
  quantity: '2',
  period: '12',
  coupon: '',
  paymentType: 'PAYPAL',
  agreement: false,
  invoiceCompany: '',
  invoiceAddress: '',
  invoiceTaxNumber: '',
};

const noInvoice = { invoiceCompany: '', invoiceAddress: '', invoiceTaxNumber: '' };
const blank: OrderFormValues = { name: '', email: '', country: '', position: '', use: '', company: '', quantity: '', period: '', coupon: '', paymentType: '', agreement: false, ...noInvoice };

describe('order form rules', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('takes invoice details only as a company name with a well-formed tax number', () => {
    const check = (invoice: Partial<OrderFormValues>) => messages(orderFormSchema(english, false).safeParse({ ...valid, ...invoice }));
    expect(check({ invoiceCompany: 'Acme Ltd', invoiceTaxNumber: 'GB123456789' })).toEqual({});
    expect(check({ invoiceAddress: '1 Main St' })).toEqual({
      invoiceCompany: 'Please enter the company name for the invoice',
      invoiceTaxNumber: 'Please enter the tax number (VAT/GST id) for the invoice',
    });
    expect(check({ invoiceCompany: 'Acme Ltd', invoiceTaxNumber: '12' })).toEqual({
      invoiceTaxNumber: 'The tax number must be 5 to 40 letters and digits (spaces, dots, hyphens and slashes allowed between them)',
    });
  });

  it('accepts a complete order; the agreement is optional outside one-yuan mode', () => {
    expect(orderFormSchema(english, false).safeParse(valid).success).toBe(true);
  });

  it('gives the spec messages for missing details and payment method', () => {
    expect(messages(orderFormSchema(english, false).safeParse(blank))).toEqual({
      name: 'First and last name',
      email: 'Please enter your email.',
      country: 'Please select country',
      quantity: quantityWrong,
      period: periodWrong,
      paymentType: 'Please select mode of payment',
    });
    expect(messages(orderFormSchema(english, false).safeParse({ ...valid, email: 'ada@' }))).toEqual({ email: 'Please enter the correct email address.' });
  });

  it('asks one-yuan buyers for position, purpose and company and the agreement, not quantity and period', () => {
    const result = orderFormSchema(english, true).safeParse({ ...blank, name: 'Ada', email: 'ada@example.com', country: 'CN', quantity: '1', period: '-1', paymentType: 'WECHAT_PAY' });
    expect(messages(result)).toEqual({
      position: 'Please select position',
      use: 'Please select purpose',
      company: 'Please enter company name',
      agreement: 'Please agree to the user agreement first',
    });
    const complete = { ...valid, position: 'student', use: 'other', company: 'Analytical Engines Ltd', quantity: '1', period: '-1', agreement: true };
    expect(orderFormSchema(english, true).safeParse(complete).success).toBe(true);
  });

  it('refuses quantities and periods the upstream would', () => {
    const check = (values: Partial<OrderFormValues>) => messages(orderFormSchema(english, false).safeParse({ ...valid, ...values }));
    expect(check({ quantity: '1.5' })).toEqual({ quantity: quantityWrong });
    expect(check({ quantity: String(QUANTITY_MAX + 1) })).toEqual({ quantity: quantityWrong });
    expect(check({ period: String(PERIOD_MIN - 1) })).toEqual({ period: periodWrong });
    expect(check({ period: '6 months' })).toEqual({});
  });
});
