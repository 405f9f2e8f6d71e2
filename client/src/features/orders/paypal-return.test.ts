import { describe, expect, it } from 'vitest';
import { payPalReturnFrom } from './paypal-return.ts';

describe('PayPal return parameters', () => {
  it('passes what the provider returned, success as a boolean', () => {
    expect(payPalReturnFrom(new URLSearchParams('orderNo=O1&paymentId=PAY-9&PayerID=P7&token=EC-3&success=true'))).toEqual({
      orderNo: 'O1',
      payerId: 'P7',
      paymentId: 'PAY-9',
      orderId: undefined,
      token: 'EC-3',
      success: true,
    });
    expect(payPalReturnFrom(new URLSearchParams('orderNo=O1&orderId=X&success=false'))).toMatchObject({ orderId: 'X', success: false });
    expect(payPalReturnFrom(new URLSearchParams('orderNo=O1'))).toMatchObject({ success: undefined });
  });

  it('has nothing to complete without an order number', () => {
    expect(payPalReturnFrom(new URLSearchParams('paymentId=PAY-9&success=true'))).toBeNull();
    expect(payPalReturnFrom(new URLSearchParams('orderNo=%20'))).toBeNull();
  });
});
