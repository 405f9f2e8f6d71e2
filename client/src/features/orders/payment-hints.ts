import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentType } from '../../gql/graphql.ts';

/** A line under each method of the order form: how it is paid and in which currency (paypal in dollars, the others in yuan). */
export const paymentHint: Record<PaymentType, MessageDescriptor> = {
  PAYPAL: msg`Card or PayPal balance, in US dollars`,
  ALIPAY: msg`Scan a QR code with Alipay, in yuan`,
  WECHAT_PAY: msg`Scan a QR code with WeChat, in yuan`,
  COMPANY_PAY: msg`Bank transfer in yuan, confirmed within 24 hours`,
};
