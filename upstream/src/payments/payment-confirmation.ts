import type { Transaction } from 'kysely';
import { formatMoney } from '../../../contract/money.ts';
import type { Tables } from '../db/tables.ts';
import type { Locale } from '../domain/locale.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentMail } from './payment-mail.ts';
import type { OrderRow } from '../db/tables.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { receiptOf } from '../orders/index.ts';

/**
 * The payment-confirmation mail of an order just paid, with its receipt attached, stored in the outbox inside the
 * payment's transaction: it exists exactly when the order became paid, once however many notifications arrived.
 * Answers the mail, for the caller to deliver once the transaction has committed.
 */
export const storePaymentConfirmation = async (
  trx: Transaction<Tables>,
  rt: { mailer: Mailer; siteOrigin: (locale: Locale) => string },
  order: OrderRow,
  sandbox = false,
) => {
  const user = await trx.selectFrom('user').select('email').where('id', '=', order.user_id).executeTakeFirst();
  if (!user) return null;
  const { locale } = order;
  const site = rt.siteOrigin(locale);
  const renewed = await trx
    .selectFrom('license_event')
    .select(['license_id', 'expires_at'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'renewed')
    .executeTakeFirst();
  const mail = paymentMail({
    to: user.email,
    locale,
    orderNo: order.order_no,
    edition: nameIn(await editionNames(trx, [order.edition_id]), order.edition_id, locale),
    quantity: order.quantity,
    total: formatMoney(Number(order.order_amount), order.currency, locale),
    renewal: renewed?.expires_at ? { licenseId: renewed.license_id, until: renewed.expires_at.toISOString().slice(0, 10) } : null,
    link: `${site}/center/licenseManagement`,
    // an order with company details gets its invoice issued here, at payment, and the mail carries it
    receipt: await receiptOf(trx, order, { site }, order.pay_time ?? undefined),
    sandbox,
  });
  await rt.mailer.store(trx, mail);
  return mail;
};
