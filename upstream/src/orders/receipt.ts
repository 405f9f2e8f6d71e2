import { formatMoney, orderAmounts, wholeAmount } from '../../../contract/money.ts';
import { TRADE, TRIAL_DAYS, TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../domain/locale.ts';
import { fail, messages, say, type MessageKey } from './messages.ts';
import { BANK_ACCOUNT } from './bank-account.ts';
import type { OrderRow } from '../db/tables.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { PAYMENT_LABELS } from './payment-methods.ts';
import { renderReceipt, type ReceiptFacts } from './receipt-pdf.ts';

/** "3 months", "1 个月", "7 days + 3 days": the order's term as the site writes it. */
export const termText = (locale: Locale, period: number, periodDay: number) => {
  const main =
    period === TRIAL_PERIOD
      ? locale === 'en' ? `${TRIAL_DAYS} days` : `${TRIAL_DAYS} 天`
      : locale === 'en' ? `${period} month${period === 1 ? '' : 's'}` : `${period} 个月`;
  return periodDay > 0 ? `${main} + ${periodDay}${locale === 'en' ? ' days' : ' 天'}` : main;
};

/**
 * The amounts as the rest of the site shows them: the list price is the unit price times the quantity, the
 * total is what was charged, and the discount is what lies between (so the three always add up); all whole
 * (contract/money.ts).
 */
export const receiptAmounts = (order: Pick<OrderRow, 'license_type_price' | 'quantity' | 'order_amount'>) => {
  const unit = Number(order.license_type_price);
  return { unit: wholeAmount(unit), ...orderAmounts(unit * order.quantity, Number(order.order_amount)) };
};

const minute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A paid order's facts in its own language (the order's, not the request's: a receipt reads the same whoever fetches it). */
export const receiptFacts = async (db: Database, order: OrderRow, seller: { site: string }): Promise<ReceiptFacts> => {
  const { locale } = order;
  const [names, country, user] = await Promise.all([
    editionNames(db, [order.edition_id]),
    db.selectFrom('dictionary_entry').select(['text_zh', 'text_en']).where('dict', '=', 'country').where('value', '=', order.country).executeTakeFirst(),
    db.selectFrom('user').select('email').where('id', '=', order.user_id).executeTakeFirst(),
  ]);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const amounts = receiptAmounts(order);
  const refunded = order.trade_status === TRADE.REFUNDED;
  const reason = order.refund_reason && order.refund_reason in messages ? say(locale, order.refund_reason as MessageKey) : (order.refund_reason ?? '');
  return {
    locale,
    seller: { name: BANK_ACCOUNT.account_name[locale], site: seller.site },
    buyer: { name: order.name, company: order.company, country: (locale === 'en' ? country?.text_en : country?.text_zh) ?? order.country, email: user?.email ?? '' },
    orderNo: order.order_no,
    paidAt: order.pay_time ? minute(order.pay_time) : '',
    paymentMethod: PAYMENT_LABELS[order.payment_type][locale],
    transactionNo: order.outer_trade_no ?? '',
    edition: nameIn(names, order.edition_id, locale),
    quantity: order.quantity,
    term: termText(locale, order.period, order.period_day),
    unitPrice: money(amounts.unit),
    listPrice: money(amounts.list),
    // a hyphen-minus: the CJK font draws U+2212 full width
    discount: amounts.discount > 0 ? `-${money(amounts.discount)}` : money(0),
    total: money(amounts.total),
    currency: order.currency === 'RMB' ? (locale === 'en' ? 'RMB (Chinese yuan)' : '人民币（RMB）') : locale === 'en' ? 'USD (US dollar)' : '美元（USD）',
    refunded: refunded ? { reason } : null,
    renews: order.renews_license_id,
  };
};

export const receiptFileName = (orderNo: string) => `Tidewatch-receipt-${orderNo}.pdf`;

/** The PDF of a paid order. */
export const receiptOf = async (db: Database, order: OrderRow, seller: { site: string }) => renderReceipt(await receiptFacts(db, order, seller));

/**
 * GET /order/receipt: the owner's paid order only; another user's order does not exist for them (404), and an
 * order not paid has no receipt yet.
 */
export const orderReceipt = async (rt: { db: Database; siteOrigin: (locale: Locale) => string }, userId: number, orderNo: string) => {
  const order = await rt.db.selectFrom('order').selectAll().where('order_no', '=', orderNo).where('user_id', '=', userId).executeTakeFirst();
  if (!order) throw fail(404, 'orderNotFound');
  if (order.pay_status !== 1) throw fail(404, 'receiptNotPaid', { orderNo });
  return { fileName: receiptFileName(order.order_no), pdf: await receiptOf(rt.db, order, { site: rt.siteOrigin(order.locale) }) };
};
