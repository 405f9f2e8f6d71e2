import type { Selectable } from 'kysely';
import { termDiscountPercent } from '../../../contract/term-discount.ts';
import type {
  BodyOf,
  Currency,
  Discount,
  Edition,
  OrderPreview,
  PaymentType,
  previewOrder as previewOrderCall,
} from '../../../contract/index.ts';
import { formatMoney, isPeriod, orderAmounts, wholeAmount, isQuantity, paymentCurrency, siteCurrency, TRIAL_DAYS, TRIAL_PERIOD, TRIAL_QUANTITY } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import type { CouponTable } from '../db/tables.ts';
import { fail } from './messages.ts';
import type { Locale } from '../domain/locale.ts';
import type { Clock } from '../domain/clock.ts';
import { findEdition } from '../editions/index.ts';

/**
 * Order pricing (spec §3 order preview, §4 one-yuan mode, §9 constants).
 *
 * - Currency by payment type and site (contract paymentCurrency): paypal in US dollars, alipay and wechat_pay in yuan,
 *   company_pay (bank transfer) in the site's currency — dollars on the English site, yuan on the Chinese one.
 * - The edition's amounts are for 3 months (`month_*`) and 12 months (`year_*`); any other number of months n
 *   is n/3 of the 3-month amounts, rounded to a whole amount. Period -1 is the one-yuan 7-day trial: the trial edition
 *   only (contract/rules.ts), quantity 1, at the edition's 3-month amount (1 yuan or 1 dollar); the 7 days are the period itself (period_day 0).
 * - `license_type_price` is the unit price for the period (the price the sale page shows); the period
 *   discount is the original price less that price. A coupon then takes a percentage (or a fixed amount in
 *   its own currency) off the whole order.
 * - Every amount is whole (spec §9, contract/money.ts): what the site shows is what is charged.
 * - `discount_amount` is the total saved against the original price, so that
 *   original unit price × quantity − discount_amount = order_amount.
 */

/** A coupon as the pricing sees it. */
export interface Coupon {
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  /** the currency of amount_off */
  currency: Currency | null;
  edition_id: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface PriceRequest {
  edition: Edition;
  payment_type: PaymentType;
  quantity: number;
  period: number;
  coupon?: Coupon | null;
  /** when the coupon's window is checked */
  now: Date;
  /** the request's language: the discount labels', and the site whose currency a bank transfer charges */
  locale: Locale;
}

/** The edition's price for `period` months in `currency`: what is charged and what it would cost without the period discount. */
export const periodPrice = (edition: Edition, period: number, currency: Currency) => {
  const dollars = currency === 'USD';
  const month = wholeAmount(dollars ? edition.dollar_month_amount : edition.month_amount);
  const year = wholeAmount(dollars ? edition.dollar_year_amount : edition.year_amount);
  const monthOriginal = dollars ? edition.dollar_month_original_amount : edition.month_original_amount;
  const yearOriginal = wholeAmount(dollars ? edition.dollar_year_original_amount : edition.year_original_amount);
  if (period === TRIAL_PERIOD || period === 3) return { amount: month, original: Math.max(month, wholeAmount(monthOriginal)) };
  if (period === 12) return { amount: year, original: Math.max(year, yearOriginal) };
  const amount = wholeAmount((period / 3) * month);
  return { amount, original: Math.max(amount, wholeAmount((period / 3) * monthOriginal)) };
};

/** Both descriptions group digits the same way, so one format serves both languages. */
const money = (amount: number, currency: Currency) => formatMoney(amount, currency, 'en');
const term = (period: number, locale: Locale) => {
  if (period === TRIAL_PERIOD) return locale === 'zh' ? `${TRIAL_DAYS} 天` : `${TRIAL_DAYS} days`;
  if (locale === 'zh') return `${period} 个月`;
  return period === 1 ? '1 month' : `${period} months`;
};

/** Checks what does not need the database: the edition can be bought online, quantity and period are allowed. */
export const checkPurchasable = (edition: Edition, quantity: number, period: number) => {
  if (edition.status !== 1) throw fail(400, 'editionUnknown');
  if (edition.sale === 'free') throw fail(400, 'editionFree');
  if (edition.sale === 'quote') throw fail(400, 'editionContactSales');
  if (!isQuantity(quantity)) throw fail(400, 'quantityInvalid');
  if (!isPeriod(period)) throw fail(400, 'periodInvalid');
  const trial = edition.sale === 'trial';
  if (period === TRIAL_PERIOD && !trial) throw fail(400, 'trialOtherEdition');
  if (trial && period !== TRIAL_PERIOD) throw fail(400, 'trialPeriodOnly');
  if (period === TRIAL_PERIOD && quantity !== TRIAL_QUANTITY) throw fail(400, 'trialQuantity');
};

/** Checks the coupon applies to this edition, currency and moment. */
export const checkCoupon = (coupon: Coupon, editionId: number, currency: Currency, now: Date) => {
  const code = coupon.code;
  if (coupon.starts_at && now < coupon.starts_at) throw fail(400, 'couponNotStarted', { code });
  if (coupon.ends_at && now >= coupon.ends_at) throw fail(400, 'couponExpired', { code });
  if (coupon.edition_id !== null && coupon.edition_id !== editionId) throw fail(400, 'couponOtherEdition', { code });
  if (coupon.percent_off === null && coupon.currency !== currency) throw fail(400, 'couponOtherCurrency', { code, currency });
};

/** The price preview of an order (pure: the edition and the coupon are given). */
export const priceOrder = ({ edition, payment_type, quantity, period, coupon, now, locale }: PriceRequest): OrderPreview => {
  checkPurchasable(edition, quantity, period);
  const currency = paymentCurrency(payment_type, siteCurrency(locale));
  const { amount: unit, original } = periodPrice(edition, period, currency);
  const discounts: Discount[] = [];

  const periodSaving = original - unit;
  if (periodSaving > 0) {
    // the one rule of term discounts: the same term states the same percentage in yuan and in dollars
    const percent = termDiscountPercent(original, unit);
    discounts.push({
      period,
      label: locale === 'zh' ? `${term(period, 'zh')}立减 ${percent}%` : `${term(period, 'en')}: ${percent}% off`,
      description: `${term(period, 'en')} for ${money(unit, currency)} instead of ${money(original, currency)}: save ${money(periodSaving, currency)} per license`,
      description_cn: `${term(period, 'zh')} ${money(unit, currency)}，原价 ${money(original, currency)}，每个授权立省 ${money(periodSaving, currency)}`,
    });
  }

  const subtotal = unit * quantity;
  let couponSaving = 0;
  if (coupon) {
    if (period === TRIAL_PERIOD) throw fail(400, 'trialNoCoupon');
    checkCoupon(coupon, edition.id, currency, now);
    // the order's total is rounded, so the coupon saves what lies between the subtotal and that total
    const total = wholeAmount(coupon.percent_off !== null ? subtotal * (1 - coupon.percent_off / 100) : Math.max(0, subtotal - (coupon.amount_off ?? 0)));
    couponSaving = subtotal - total;
    const what = coupon.percent_off !== null ? { en: `${coupon.percent_off}% off`, zh: `减 ${coupon.percent_off}%` } : { en: `${money(coupon.amount_off ?? 0, currency)} off`, zh: `减 ${money(coupon.amount_off ?? 0, currency)}` };
    discounts.push({
      period,
      label: locale === 'zh' ? `优惠码 ${coupon.code}` : `Coupon ${coupon.code}`,
      description: `Coupon ${coupon.code}: ${what.en} the order, save ${money(couponSaving, currency)}`,
      description_cn: `优惠码 ${coupon.code}：订单${what.zh}，节省 ${money(couponSaving, currency)}`,
    });
  }

  const { total: orderAmount, discount } = orderAmounts(original * quantity, subtotal - couponSaving);
  return {
    discounts,
    order: {
      payment_type,
      period,
      order_amount: orderAmount,
      discount_amount: discount,
      currency,
      license_type_price: unit,
      // period -1 already means 7 days (spec §9); extra days are for other offers
      period_day: 0,
    },
  };
};

const toCoupon = (row: Selectable<CouponTable>): Coupon => ({
  code: row.code,
  percent_off: row.percent_off === null ? null : Number(row.percent_off),
  amount_off: row.amount_off === null ? null : Number(row.amount_off),
  currency: row.currency,
  edition_id: row.edition_id,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
});

/** The coupon of that code (letter case ignored), or a refusal. */
export const findCoupon = async (db: Database, code: string) => {
  const row = await db.selectFrom('coupon').selectAll().where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase())).executeTakeFirst();
  if (!row) throw fail(400, 'couponUnknown', { code });
  return toCoupon(row);
};

/** What both the preview and the order take (the contract's orderInput, parsed). */
export type PreviewInput = BodyOf<typeof previewOrderCall>;

/** POST /order/perAdd: reads the edition and the coupon, then prices. */
export const previewOrder = async (rt: { db: Database; clock: Clock }, input: PreviewInput, locale: Locale): Promise<OrderPreview> => {
  const edition = await findEdition(rt.db, input.license_type_id);
  if (!edition) throw fail(400, 'editionUnknown');
  checkPurchasable(edition, input.quantity, input.period);
  const coupon = input.coupon_code ? await findCoupon(rt.db, input.coupon_code) : null;
  return priceOrder({ ...input, edition, coupon, now: rt.clock.now(), locale });
};
