import { REFUND_DAYS, TRIAL_DAYS, TRIAL_PERIOD, TRIAL_QUANTITY } from '../../../contract/rules.ts';
import { defineMessages, kernelMessages } from '../domain/messages.ts';

/**
 * What orders/ answers, in Chinese and English (the price preview, the order form and its limits, receipts); the kernel's messages are
 * in the table too, so this feature's `fail` and `say` serve every message it gives. `{name}` marks a value filled in.
 */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  // price preview
  editionFree: { en: 'The Community edition is free: please download it instead of buying it', zh: '社区版免费，请直接下载，无需购买' },
  editionContactSales: { en: 'This edition is not sold online: please contact sales', zh: '该版本不支持在线购买，请联系销售' },
  trialOtherEdition: {
    en: `The ${TRIAL_DAYS}-day trial (period ${TRIAL_PERIOD}) is only available for the one-yuan trial edition`,
    zh: `${TRIAL_DAYS} 天体验（时长 ${TRIAL_PERIOD}）仅适用于一元体验版`,
  },
  trialPeriodOnly: { en: `The one-yuan trial edition is sold for ${TRIAL_DAYS} days only (period ${TRIAL_PERIOD})`, zh: `一元体验版仅支持 ${TRIAL_DAYS} 天（时长 ${TRIAL_PERIOD}）` },
  trialQuantity: { en: `The ${TRIAL_DAYS}-day trial is limited to one license`, zh: `${TRIAL_DAYS} 天体验仅限购买 ${TRIAL_QUANTITY} 个授权` },
  trialNoCoupon: { en: `Coupons cannot be used for the ${TRIAL_DAYS}-day trial`, zh: `${TRIAL_DAYS} 天体验不可使用优惠券` },
  couponUnknown: { en: 'The coupon code {code} does not exist', zh: '优惠码 {code} 不存在' },
  couponNotStarted: { en: 'The coupon code {code} is not valid yet', zh: '优惠码 {code} 尚未生效' },
  couponExpired: { en: 'The coupon code {code} has expired', zh: '优惠码 {code} 已过期' },
  couponOtherEdition: { en: 'The coupon code {code} is not valid for this edition', zh: '优惠码 {code} 不适用于该版本' },
  couponOtherCurrency: { en: 'The coupon code {code} is not valid for payments in {currency}', zh: '优惠码 {code} 不适用于 {currency} 支付' },
  // orders and payments
  /** the trial form's company message too */
  trialCompanyRequired: { en: 'Please enter company name', zh: '请输入公司名称' },
  trialPositionRequired: { en: 'Please select position', zh: '请选择职位' },
  trialUseRequired: { en: 'Please select purpose', zh: '请选择用途' },
  orderAlreadyPaid: { en: 'This order has already been paid', zh: '该订单已支付' },
  orderRefunded: { en: 'This order has been refunded', zh: '该订单已退款' },
  orderInDollars: { en: 'This order is priced in US dollars: please pay it with PayPal or bank transfer', zh: '该订单以美元计价，请使用 PayPal 或对公转账支付' },
  orderInYuan: { en: 'This order is priced in yuan: please pay it with Alipay, WeChat Pay or bank transfer', zh: '该订单以人民币计价，请使用支付宝、微信支付或对公转账' },
  // limits under concurrency and against strangers (issue #12)
  tooManyUnpaidOrdersHours: {
    en: 'You already have {limit} unpaid orders from the last 24 hours. Please pay one of your open orders, or wait {hours} hours before placing another',
    zh: '您在 24 小时内已有 {limit} 个未支付的订单。请先支付其中一个未完成的订单，或等待 {hours} 小时后再下单',
  },
  tooManyUnpaidOrdersMinutes: {
    en: 'You already have {limit} unpaid orders from the last 24 hours. Please pay one of your open orders, or wait {minutes} minutes before placing another',
    zh: '您在 24 小时内已有 {limit} 个未支付的订单。请先支付其中一个未完成的订单，或等待 {minutes} 分钟后再下单',
  },
  // the buyer's own actions (issue #32)
  orderCancelled: { en: 'This order has been cancelled and can no longer be paid', zh: '该订单已取消，无法再支付' },
  cancelPaidOrder: { en: 'This order has been paid, so it cannot be cancelled. You may ask for a refund instead', zh: '该订单已支付，无法取消。您可以申请退款' },
  cancelRefundedOrder: { en: 'This order has been refunded, so it cannot be cancelled', zh: '该订单已退款，无法取消' },
  refundNotPaid: { en: 'This order has not been paid, so there is nothing to refund', zh: '该订单尚未支付，无可退款项' },
  refundAlreadyRequested: { en: 'A refund of this order has already been requested', zh: '该订单已申请过退款' },
  refundPeriodOver: {
    en: `Refunds can be requested within ${REFUND_DAYS} days of payment; the period for this order ended on {date}`,
    zh: `退款须在付款后 ${REFUND_DAYS} 天内申请；该订单的退款期限已于 {date} 结束`,
  },
  receiptNotPaid: { en: 'Order {orderNo} is not paid, so it has no receipt', zh: '订单 {orderNo} 尚未支付，暂无收据' },
  // invoices (issue #32)
  invoiceCompanyRequired: { en: 'Please enter the company name for the invoice', zh: '请输入发票抬头' },
  invoiceTaxIdRequired: { en: 'Please enter the tax number (VAT/GST id) for the invoice', zh: '请输入纳税人识别号' },
  invoiceTaxIdInvalid: {
    en: 'The tax number must be 5 to 40 letters and digits (spaces, dots, hyphens and slashes allowed between them)',
    zh: '纳税人识别号须为 5 到 40 位字母和数字（中间可含空格、点、连字符或斜杠）',
  },
  invoiceIssued: {
    en: 'Invoice {number} has been issued and can no longer be changed; for a correction, please contact us and we will issue a credit note',
    zh: '发票 {number} 已开具，不能再修改；如需更正，请联系我们开具红字发票（贷项通知单）',
  },
  creditNoteReason: { en: 'A credit note needs a reason', zh: '开具红字发票须说明原因' },
  creditNoteNoInvoice: { en: 'Order {orderNo} has no issued invoice to correct', zh: '订单 {orderNo} 没有可冲红的已开具发票' },
  creditNoteExists: { en: 'Invoice {number} is already corrected by credit note {creditNote}', zh: '发票 {number} 已由红字发票 {creditNote} 冲销' },
  receiptIssued: {
    en: 'The receipt of order {orderNo} has been issued, so invoice details can no longer be added or changed',
    zh: '订单 {orderNo} 的收据已开具，不能再添加或修改发票信息',
  },
});

export type MessageKey = keyof typeof messages;
