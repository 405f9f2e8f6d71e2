import { formatMoney, orderAmounts, wholeAmount } from '../../../contract/money.ts';
import { TRADE, TRIAL_DAYS, TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../domain/locale.ts';
import { fail, messages, say, type MessageKey } from './messages.ts';
import { SELLER_NAME } from './bank-account.ts';
import type { InvoiceTable, OrderRow } from '../db/tables.ts';
import type { Selectable } from 'kysely';
import type { Clock } from '../domain/clock.ts';
import { issueInvoice, lockedOrder } from './invoice.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { PAYMENT_LABELS } from './payment-methods.ts';
import { renderReceipt, type ReceiptFacts } from './receipt-pdf.ts';

type InvoiceRow = Selectable<InvoiceTable>;

/** "3 months", "1 个月", "7 days + 3 days": the order's term as the site writes it. */
export const termText = (locale: Locale, period: number, periodDay: number) => {
  const main =
    period === TRIAL_PERIOD
      ? locale === 'en' ? `${TRIAL_DAYS} days` : `${TRIAL_DAYS} 天`
      : locale === 'en' ? `${period} month${period === 1 ? '' : 's'}` : `${period} 个月`;
  return periodDay > 0 ? `${main} + ${periodDay}${locale === 'en' ? ' days' : ' 天'}` : main;
};

/**
 * The amounts as the buyer saw them at checkout (one source: the order as priced then, migration 019): the list
 * price of every licence at its undiscounted price, the discount off it (term discount and coupon) and the total;
 * all whole, and they add up (contract/money.ts).
 */
export const receiptAmounts = (order: Pick<OrderRow, 'list_amount' | 'quantity' | 'order_amount'>) => {
  const amounts = orderAmounts(Number(order.list_amount), Number(order.order_amount));
  return { unit: wholeAmount(amounts.list / order.quantity), ...amounts };
};

/** The time zone each site's orders are dated in: China Standard Time for the Chinese site, UTC for the English one. */
export const RECEIPT_TIME_ZONE: Record<Locale, string> = { zh: 'Asia/Shanghai', en: 'UTC' };

/** "2026年11月28日 19:48 中国标准时间", "28 November 2026, 11:48 UTC": a moment in the order's language and time zone. */
export const receiptTime = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: RECEIPT_TIME_ZONE[locale],
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at) + (locale === 'zh' ? ' 中国标准时间' : ' UTC');

/** Each discount named as the checkout named it, with what it saved: "Coupon WELCOME10: 10% off the order, save $140". */
const discountLines = (order: OrderRow) =>
  order.discounts.map(({ label, description, description_cn }) => {
    const said = order.locale === 'zh' ? description_cn : description;
    // a coupon's description starts with its name: say it once
    const rest = said.startsWith(`${label}:`) || said.startsWith(`${label}：`) ? said.slice(label.length + 1).trim() : said;
    return `${label}${order.locale === 'zh' ? '：' : ': '}${rest}`;
  });

/** A paid order's facts in its own language (the order's, not the request's: a receipt reads the same whoever fetches it). */
export const receiptFacts = async (db: Database, order: OrderRow, seller: { site: string }, invoice: InvoiceRow | null = null): Promise<ReceiptFacts> => {
  const { locale } = order;
  const [names, country, user, renewals] = await Promise.all([
    editionNames(db, [order.edition_id]),
    db.selectFrom('dictionary_entry').select(['text_zh', 'text_en']).where('dict', '=', 'country').where('value', '=', order.country).executeTakeFirst(),
    db.selectFrom('user').select('email').where('id', '=', order.user_id).executeTakeFirst(),
    db.selectFrom('order_renewal').select('license_id').where('order_id', '=', order.id).orderBy('license_id').execute(),
  ]);
  // every licence the order renewed (a team renews several in one order), or an older order's one
  const renewedIds = renewals.length ? renewals.map((row) => row.license_id) : order.renews_license_id === null ? [] : [order.renews_license_id];
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const amounts = receiptAmounts(order);
  const refunded = order.trade_status === TRADE.REFUNDED;
  const reason = order.refund_reason && order.refund_reason in messages ? say(locale, order.refund_reason as MessageKey) : (order.refund_reason ?? '');
  return {
    locale,
    seller: { name: SELLER_NAME[locale], site: seller.site },
    buyer: { name: order.name, company: order.company, country: (locale === 'en' ? country?.text_en : country?.text_zh) ?? order.country, email: user?.email ?? '' },
    orderNo: order.order_no,
    paidAt: order.pay_time ? receiptTime(order.pay_time, locale) : '',
    paidOn: order.pay_time ?? order.created_at,
    paymentMethod: PAYMENT_LABELS[order.payment_type][locale],
    transactionNo: order.outer_trade_no ?? '',
    edition: nameIn(names, order.edition_id, locale),
    quantity: order.quantity,
    term: termText(locale, order.period, order.period_day),
    unitPrice: money(amounts.unit),
    listPrice: money(amounts.list),
    // a hyphen-minus: the CJK font draws U+2212 full width
    discount: amounts.discount > 0 ? `-${money(amounts.discount)}` : money(0),
    discountNames: discountLines(order),
    total: money(amounts.total),
    currency: order.currency === 'RMB' ? (locale === 'en' ? 'RMB (Chinese yuan)' : '人民币（RMB）') : locale === 'en' ? 'USD (US dollar)' : '美元（USD）',
    refunded: refunded ? { reason } : null,
    renews: renewedIds.length ? renewedIds : null,
    invoice: invoice && { number: invoice.number, issuedAt: receiptTime(invoice.issued_at, locale), company: invoice.company, address: invoice.address, taxId: invoice.tax_id },
  };
};

export const receiptFileName = (orderNo: string, invoice: { number: string } | null = null) =>
  invoice ? `Tidewatch-invoice-${invoice.number}.pdf` : `Tidewatch-receipt-${orderNo}.pdf`;

/**
 * The PDF of a paid order, inside the transaction that holds the order: an invoice (issued now if it has company
 * details and none yet, invoice.ts), otherwise a receipt.
 */
export const receiptOf = async (trx: Database, order: OrderRow, seller: { site: string }, now = new Date()) => {
  const invoice = await issueInvoice(trx, order, now);
  return { fileName: receiptFileName(order.order_no, invoice), pdf: await renderReceipt(await receiptFacts(trx, order, seller, invoice)) };
};

/**
 * GET /order/receipt: the owner's paid order only; another user's order does not exist for them (404), and an
 * order not paid has no receipt yet. The first download issues the receipt: its invoice details are fixed from then on.
 */
export const orderReceipt = async (rt: { db: Database; clock: Clock; siteOrigin: (locale: Locale) => string }, userId: number, orderNo: string) =>
  rt.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, userId, orderNo);
    if (!order) throw fail(404, 'orderNotFound');
    if (order.pay_status !== 1) throw fail(404, 'receiptNotPaid', { orderNo });
    const now = rt.clock.now();
    const issued = order.receipt_issued_at ? order : await trx.updateTable('order').set({ receipt_issued_at: now }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    return receiptOf(trx, issued, { site: rt.siteOrigin(order.locale) }, now);
  });
