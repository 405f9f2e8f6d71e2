import { beforeEach, describe, expect, it } from 'vitest';
import { clearOrderForm, loadOrderForm, orderFormKey, saveOrderForm } from './order-form-session.ts';

const memory = new Map<string, string>();
const fake = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};

describe('the order form kept for a reload', () => {
  beforeEach(() => {
    memory.clear();
    Object.defineProperty(globalThis, 'window', { value: { sessionStorage: fake }, configurable: true });
  });

  it('gives back the values and the step it was given', () => {
    const key = orderFormKey('13', 0, null);
    saveOrderForm(key, { values: { paymentType: 'ALIPAY', period: '12', coupon: 'SPRING', agreement: true }, step: 'review', address: 'period=3' });
    expect(loadOrderForm(key, 'period=3')).toEqual({ values: { paymentType: 'ALIPAY', period: '12', coupon: 'SPRING', agreement: true }, step: 'review', address: 'period=3' });
  });

  it('starts afresh at an address asking for something else (another term or coupon)', () => {
    const key = orderFormKey('13', 0, null);
    saveOrderForm(key, { values: { period: '12' }, step: 'review', address: '' });
    expect(loadOrderForm(key, 'period=3')).toBeNull();
  });

  it('keeps each edition and mode apart', () => {
    saveOrderForm(orderFormKey('13', 0, null), { values: { period: '12' }, step: 'details', address: '' });
    expect(loadOrderForm(orderFormKey('16', 1, null), '')).toBeNull();
  });

  it('drops fields that are not the form’s and text that is not JSON', () => {
    memory.set(orderFormKey('13', 0, null), JSON.stringify({ values: { period: 12, evil: 'x', name: 'Ann' }, step: 'pay', address: '' }));
    expect(loadOrderForm(orderFormKey('13', 0, null), '')).toEqual({ values: { name: 'Ann' }, step: 'details', address: '' });
    memory.set(orderFormKey('14', 0, null), '{not json');
    expect(loadOrderForm(orderFormKey('14', 0, null), '')).toBeNull();
  });

  it('forgets the form once cleared', () => {
    const key = orderFormKey('13', 0, '7');
    saveOrderForm(key, { values: { period: '3' }, step: 'review', address: '' });
    clearOrderForm(key);
    expect(loadOrderForm(key, '')).toBeNull();
  });
});
