import type { BodyOf, staffLeadQuote } from '../../../contract/index.ts';
import { formatMoney } from '../../../contract/money.ts';
import { siteOriginOf } from '../domain/config.ts';
import type { Locale } from '../domain/locale.ts';
import { compose } from '../mail/layout.ts';
import { previewOrder } from '../orders/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { LeadAudit } from './lead-actions.ts';
import { fail } from './messages.ts';
import { leadEditionName } from './sales.ts';

export type QuoteInput = BodyOf<typeof staffLeadQuote>;

const termText = (period: number, locale: Locale) =>
  period % 12 === 0 ? (locale === 'zh' ? `${period / 12} 年` : `${period / 12} year(s)`) : locale === 'zh' ? `${period} 个月` : `${period} month(s)`;

/**
 * A quote for a sales contact (issue #33): priced exactly as an order of that edition, quantity, term and coupon would
 * be (orders' previewOrder, the same rules and coupons), in yuan or dollars, and mailed to the contact in their language.
 * The mail and the audit row are stored in one transaction; nothing about the lead changes.
 */
export const quoteLead = async (rt: Runtime, id: number, input: QuoteInput, audit: LeadAudit) => {
  const lead = await rt.db.selectFrom('lead').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) throw fail(404, 'leadNotFound', { id });
  if (lead.kind !== 'sales') throw fail(400, 'quoteForSalesOnly', { id });
  if (!lead.email) throw fail(400, 'quoteNeedsEmail', { id });
  const preview = await previewOrder(
    rt,
    { license_type_id: input.license_type_id, payment_type: input.currency === 'USD' ? 'paypal' : 'company_pay', quantity: input.quantity, period: input.period, coupon_code: input.coupon_code },
    lead.locale,
  );
  const edition = await leadEditionName(rt.db, { edition_id: input.license_type_id, locale: lead.locale });
  const { order } = preview;
  const total = formatMoney(order.order_amount, input.currency, lead.locale);
  const saved = formatMoney(order.discount_amount, input.currency, lead.locale);
  const quote = {
    lead_id: lead.id,
    edition,
    quantity: input.quantity,
    period: input.period,
    currency: input.currency,
    order_amount: order.order_amount,
    discount_amount: order.discount_amount,
    discounts: preview.discounts.map((discount) => discount.label),
    mailed_to: lead.email,
  };
  const orderQuery = new URLSearchParams({ period: String(input.period), ...(input.coupon_code ? { coupon: input.coupon_code } : {}) });
  // the order form of the site, with the quoted term and coupon already chosen
  const link = `${siteOriginOf(rt.config, lead.locale)}/buy/orderForm/${input.license_type_id}/0?${orderQuery}`;
  const mail = compose(lead.email, link, lead.locale, {
    en: {
      subject: `Your Tidewatch quote: ${edition}`,
      greeting: `Hello ${lead.name},`,
      paragraphs: [
        `Thank you for your interest. Here is our quote for ${input.quantity} licence(s) of ${edition} for ${termText(input.period, 'en')}: ${total}.`,
        ...(order.discount_amount > 0 ? [`This includes ${saved} off: ${quote.discounts.join('; ')}.`] : []),
        'You can order it on our site with the link below, or reply to this mail with any question.',
      ],
      button: 'Order',
    },
    zh: {
      subject: `潮望报价：${edition}`,
      greeting: `${lead.name}，您好：`,
      paragraphs: [
        `感谢您的关注。${edition} ${input.quantity} 个授权、${termText(input.period, 'zh')}的报价为 ${total}。`,
        ...(order.discount_amount > 0 ? [`已优惠 ${saved}：${quote.discounts.join('；')}。`] : []),
        '您可以通过以下链接在官网下单，如有疑问请直接回复此邮件。',
      ],
      button: '立即下单',
    },
  });
  await rt.db.transaction().execute(async (trx) => {
    await rt.mailer.store(trx, mail);
    await audit(trx, { action: 'lead.quote', subjectId: lead.id, after: quote });
  });
  await rt.mailer.deliver(mail);
  return quote;
};
