import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import type { Clock } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import { invoiceOf, nextDocumentNumber } from './invoice.ts';
import { fail } from './messages.ts';
import { receiptFacts, receiptTime } from './receipt.ts';
import { renderReceipt } from './receipt-pdf.ts';

/**
 * A credit note: the one way to correct an issued invoice, which itself never changes (migration 019). Staff issue it
 * (a finance staff call; the CLI's `npm run admin -- credit-note ORDER_NO --reason TEXT` makes it too); it cancels the invoice in full, carries its own number
 * (`CN-<year>-<seq>`, from the same gapless counters) and names the invoice it corrects. A corrected invoice is then
 * issued anew by staff outside the site, if needed. One per invoice.
 */
export const issueCreditNote = async (
  rt: { db: Database; clock: Clock; siteOrigin: (locale: Locale) => string },
  orderNo: string,
  reason: string,
  issuedBy: string,
  /** the audit row of the member issuing it, written in the same transaction */
  audit: (trx: Transaction<Tables>, entry: { number: string; invoiceNumber: string; reason: string }) => Promise<unknown>,
) => {
  if (!reason.trim()) throw fail(400, 'creditNoteReason');
  return rt.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('order').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
    if (!order) throw fail(404, 'orderNotFound');
    const invoice = await invoiceOf(trx, order.id);
    if (!invoice) throw fail(409, 'creditNoteNoInvoice', { orderNo });
    const earlier = await trx.selectFrom('credit_note').select('number').where('invoice_id', '=', invoice.id).executeTakeFirst();
    if (earlier) throw fail(409, 'creditNoteExists', { number: invoice.number, creditNote: earlier.number });
    const now = rt.clock.now();
    const note = await trx
      .insertInto('credit_note')
      .values({ invoice_id: invoice.id, number: await nextDocumentNumber(trx, 'CN', now), reason: reason.trim(), issued_by: issuedBy, issued_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, { number: note.number, invoiceNumber: invoice.number, reason: note.reason });
    const facts = await receiptFacts(trx, order, { site: rt.siteOrigin(order.locale) }, invoice);
    const pdf = await renderReceipt({ ...facts, creditNote: { number: note.number, issuedAt: receiptTime(now, order.locale), reason: note.reason } });
    return { number: note.number, invoice_number: invoice.number, file_name: `Tidewatch-credit-note-${note.number}.pdf`, pdf: pdf.toString('base64') };
  });
};
