import { randomInt } from 'node:crypto';
import type {
  BodyOf,
  createOrder as createOrderCall,
  listOrders as listOrdersCall,
  OrderDetail,
  OrderListRow,
  PayInfo,
  PaymentType,
  QueryOf,
} from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { OrderRow } from '../db/tables.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { ApiError } from '../domain/api-error.ts';
import { fail, messages, say, type MessageKey } from './messages.ts';
import type { Locale } from '../domain/locale.ts';
import { bankAccountIn } from './bank-account.ts';
import { assertRoomForUnpaidOrder } from './order-cap.ts';
import type { Clock } from '../domain/clock.ts';
import * as pricing from './pricing.ts';
import { checkRenewal, renewedIds } from '../licensing/index.ts';
import { checkBuysFor, teamNames } from '../teams/index.ts';
import { refuseSecondTrial } from './trial-once.ts';
import { invoiceDetailsOf, invoiceOf, invoicesOf, invoiceView } from './invoice.ts';
import { refundableUntil } from './refund-period.ts';
import { methodCharges, TRADE, TRIAL_PERIOD } from '../../../contract/rules.ts';

/** TW + UTC yyyyMMddHHmmss + 6 random digits: sortable by time, not guessable in sequence. */
export const newOrderNo = (now: Date) =>
  `TW${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Attempts at a free order number: two orders in the same second rarely draw the same 6 digits, never thrice running. */
const ORDER_NO_ATTEMPTS = 5;

export type CreateOrderInput = BodyOf<typeof createOrderCall>;

/**
 * POST /order/add: prices the order exactly as the preview does and keeps that price. The one-yuan trial
 * also needs company, position and purpose, cannot be paid by bank transfer, and is refused to a buyer who has
 * one paid already (trial-once.ts). A bank-transfer order
 * starts awaiting staff confirmation (trade_status 0). An account has at most 20 unpaid orders from the last
 * 24 hours (order-cap.ts).
 */
export const createOrder = async (rt: { db: Database; clock: Clock }, userId: number, input: CreateOrderInput, locale: Locale) => {
  const preview = await pricing.previewOrder(rt, input, locale);
  if (input.team_id !== undefined) await checkBuysFor(rt.db, input.team_id, userId);
  await checkRenewal(rt.db, userId, input, rt.clock.now());
  const renews = renewedIds(input);
  if (input.period === TRIAL_PERIOD) {
    if (!input.company) throw fail(400, 'trialCompanyRequired');
    if (!input.position) throw fail(400, 'trialPositionRequired');
    if (!input.use) throw fail(400, 'trialUseRequired');
    if (input.payment_type === 'company_pay') throw fail(400, 'trialNoCompanyPay');
    await refuseSecondTrial(rt.db, userId, input.period);
  }
  const { order } = preview;
  const values = {
    user_id: userId,
    edition_id: input.license_type_id,
    payment_type: input.payment_type,
    quantity: input.quantity,
    period: order.period,
    period_day: order.period_day,
    currency: order.currency,
    license_type_price: order.license_type_price,
    order_amount: order.order_amount,
    discount_amount: order.discount_amount,
    // the receipt reads the order as priced here, line for line (migration 019)
    list_amount: order.order_amount + order.discount_amount,
    discounts: JSON.stringify(preview.discounts),
    coupon_code: input.coupon_code?.toUpperCase() ?? null,
    name: input.name,
    country: input.country,
    company: input.company,
    position: input.position ?? null,
    use: input.use ?? null,
    trade_status: input.payment_type === 'company_pay' ? TRADE.AWAITING_TRANSFER : null,
    created_at: rt.clock.now(),
    // the first licence renewed, read where an order renewed one; order_renewal holds them all
    renews_license_id: renews[0] ?? null,
    team_id: input.team_id ?? null,
    locale,
    ...invoiceDetailsOf(input),
  };
  return rt.db.transaction().execute(async (trx) => {
    await assertRoomForUnpaidOrder(trx, userId, values.created_at);
    for (let attempt = 1; attempt <= ORDER_NO_ATTEMPTS; attempt++) {
      const row = await trx
        .insertInto('order')
        .values({ ...values, order_no: newOrderNo(rt.clock.now()) })
        .onConflict((oc) => oc.column('order_no').doNothing())
        .returning(['id', 'order_no', 'payment_type'])
        .executeTakeFirst();
      if (!row) continue;
      if (renews.length > 0) await trx.insertInto('order_renewal').values(renews.map((license_id) => ({ order_id: row.id, license_id }))).execute();
      return { order_no: row.order_no, payment_type: row.payment_type };
    }
    throw new Error('No free order number after several attempts');
  });
};

/** The order of that number if it is the user's; another user's order does not exist for them. */
export const ownOrder = async (db: Database, userId: number, orderNo: string) => {
  const row = await db.selectFrom('order').selectAll().where('order_no', '=', orderNo).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw fail(404, 'orderNotFound');
  return row;
};

/** What issue #34 adds to an order's view: the team it was bought for, and every licence it renews. */
type TeamFacts = { teamName: string | null; renews: number[] };

/** The team facts of a page of orders: two queries whatever their number. */
const teamFactsOf = async (db: Database, orders: OrderRow[]) => {
  const ids = orders.map((order) => order.id);
  const [names, renewals] = await Promise.all([
    teamNames(db, orders.map((order) => order.team_id)),
    ids.length ? db.selectFrom('order_renewal').selectAll().where('order_id', 'in', ids).orderBy('license_id').execute() : [],
  ]);
  return (order: OrderRow): TeamFacts => {
    const renews = renewals.filter((row) => row.order_id === order.id).map((row) => row.license_id);
    return { teamName: order.team_id === null ? null : (names.get(order.team_id) ?? null), renews: renews.length ? renews : order.renews_license_id === null ? [] : [order.renews_license_id] };
  };
};

const toDetail = (order: OrderRow, licenseTypeName: string, locale: Locale, now = new Date(), facts?: TeamFacts): OrderDetail & OrderListRow => ({
  order_no: order.order_no,
  license_type_name: licenseTypeName,
  period: order.period,
  period_day: order.period_day,
  quantity: order.quantity,
  order_amount: Number(order.order_amount),
  currency: order.currency,
  payment_type: order.payment_type,
  license_type_price: Number(order.license_type_price),
  pay_time: order.pay_time?.toISOString() ?? null,
  pay_status: order.pay_status,
  trade_status: order.trade_status,
  outer_trade_no: order.outer_trade_no,
  created_at: order.created_at.toISOString(),
  refund_reason: order.refund_reason && order.refund_reason in messages ? say(locale, order.refund_reason as MessageKey) : order.refund_reason,
  renews_license_id: order.renews_license_id,
  team_name: facts?.teamName ?? null,
  renews_license_ids: facts?.renews ?? (order.renews_license_id === null ? [] : [order.renews_license_id]),
  closed_at: order.closed_at?.toISOString() ?? null,
  refund_requested_at: order.refund_requested_at?.toISOString() ?? null,
  refundable_until: refundableUntil(order, now)?.toISOString() ?? null,
  info: null,
});

/** A row of the order list: the detail without pay information. */
const toListRow = (order: OrderRow, licenseTypeName: string, locale: Locale, now: Date, facts: TeamFacts): OrderListRow => {
  const { info: _info, ...row } = toDetail(order, licenseTypeName, locale, now, facts);
  return row;
};

/** GET /order/detail */
export const orderDetail = async ({ db, clock }: { db: Database; clock: Clock }, userId: number, orderNo: string, locale: Locale) => {
  const order = await ownOrder(db, userId, orderNo);
  const [names, invoice, facts] = await Promise.all([editionNames(db, [order.edition_id]), invoiceOf(db, order.id), teamFactsOf(db, [order])]);
  return { ...toDetail(order, nameIn(names, order.edition_id, locale), locale, clock.now(), facts(order)), invoice: invoiceView(order, invoice) };
};

/** GET /order/list: newest first. */
export const listOrders = async (
  { db, clock }: { db: Database; clock: Clock },
  userId: number,
  { page, size, pay_status }: QueryOf<typeof listOrdersCall>,
  locale: Locale,
) => {
  let query = db.selectFrom('order').where('user_id', '=', userId);
  if (pay_status !== -1) query = query.where('pay_status', '=', pay_status);
  // a cancelled order is no longer to be paid
  if (pay_status === 0) query = query.where('closed_at', 'is', null);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  const [names, invoices, facts] = await Promise.all([editionNames(db, rows.map((row) => row.edition_id)), invoicesOf(db, rows.map((row) => row.id)), teamFactsOf(db, rows)]);
  const lists = rows.map((row) => ({ ...toListRow(row, nameIn(names, row.edition_id, locale), locale, clock.now(), facts(row)), invoice: invoiceView(row, invoices.get(row.id)) }));
  return { lists, page, size, total: Number(total) };
};

/**
 * Checks an order can still be paid, and by this method (contract methodCharges): a dollar order by PayPal or bank
 * transfer, a yuan order by Alipay, WeChat Pay or bank transfer.
 */
export const checkPayable = (order: OrderRow, method: PaymentType) => {
  if (order.trade_status === TRADE.REFUNDED) throw fail(400, 'orderRefunded');
  if (order.pay_status === 1) throw fail(400, 'orderAlreadyPaid');
  if (order.closed_at) throw fail(400, 'orderCancelled');
  if (!methodCharges(method, order.currency)) throw fail(400, order.currency === 'USD' ? 'orderInDollars' : 'orderInYuan');
  if (order.period === TRIAL_PERIOD && method === 'company_pay') throw fail(400, 'trialNoCompanyPay');
};

/**
 * The bank-transfer part of the pay information: the account of the order's currency (a dollar order's has its
 * SWIFT/BIC and addresses), the amount, and the order number as the note.
 */
export const transferInfo = (order: OrderRow, locale: Locale): PayInfo => ({
  ...bankAccountIn(order.currency, locale),
  amount: Number(order.order_amount),
  order_note: order.order_no,
  qrcode_url: null,
});

/**
 * The same order priced now in the other currency, by a method of that currency: what the checkstand and the
 * transfer page show beside an amount whose currency is not the site's. Derived from the order (edition, quantity,
 * term, coupon), not stored; null when the order has no price there (a coupon of one currency, an edition sold
 * in one).
 */
export const otherCurrencyAmount = async (rt: { db: Database; clock: Clock }, order: OrderRow, locale: Locale): Promise<number | null> => {
  // priced by a method whose currency is the same on both sites, whatever the order's own method and site
  const method: PaymentType = order.currency === 'RMB' ? 'paypal' : 'wechat_pay';
  const input = { license_type_id: order.edition_id, payment_type: method, quantity: order.quantity, period: order.period, ...(order.coupon_code ? { coupon_code: order.coupon_code } : {}) };
  try {
    return (await pricing.previewOrder(rt, input, locale)).order.order_amount;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
};

export { toDetail };
