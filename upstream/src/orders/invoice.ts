import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { OrderRow } from '../db/tables.ts';
import { TRADE } from '../../../contract/rules.ts';
import { fail } from './messages.ts';

/**
 * Invoices for companies (issue #32). A buyer gives a company name, address and tax number (VAT/GST id, 纳税人识别号)
 * when ordering or afterwards, until the order's receipt is issued; a paid order with those details then gets an
 * invoice: a numbered, append-only copy of them (migration 019). It is issued the first time the paid order's document
 * is produced: the payment confirmation mail's attachment, or the first download. From then on the details are fixed;
 * a correction is a credit note (staff, `npm run admin -- credit-note`).
 */

/** What a buyer may give; every field optional at the edge, checked here. */
export interface InvoiceDetailsInput {
  invoice_company?: string | undefined;
  invoice_address?: string | undefined;
  invoice_tax_id?: string | undefined;
}

/** A tax number as VAT ids, GST ids and China's 18-character codes are written: letters and digits, maybe spaced or dashed. */
const TAX_ID = /^[A-Za-z0-9](?:[A-Za-z0-9 .\-/]{0,38}[A-Za-z0-9])?$/;

/** The order columns for the details, or nulls when none are given; refuses half-given or malformed details. */
export const invoiceDetailsOf = (input: InvoiceDetailsInput) => {
  const company = input.invoice_company?.trim() ?? '';
  const address = input.invoice_address?.trim() ?? '';
  const taxId = input.invoice_tax_id?.trim() ?? '';
  if (!company && !address && !taxId) return { invoice_company: null, invoice_address: null, invoice_tax_id: null };
  if (!company) throw fail(400, 'invoiceCompanyRequired');
  if (!taxId) throw fail(400, 'invoiceTaxIdRequired');
  if (!TAX_ID.test(taxId) || taxId.replace(/[^A-Za-z0-9]/g, '').length < 5) throw fail(400, 'invoiceTaxIdInvalid');
  return { invoice_company: company, invoice_address: address || null, invoice_tax_id: taxId.toUpperCase() };
};

/** The year documents are numbered in: the seller's (China Standard Time). */
const documentYear = (at: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(at));

/**
 * The next number of a kind of document in the year of `at`: `INV-2026-000123`. One upsert takes it under the
 * counter row's lock, so parallel issues wait for each other, and a rolled-back issue gives its number back: unique
 * and gapless. Call inside the transaction that stores the document.
 */
export const nextDocumentNumber = async (trx: Database, kind: 'INV' | 'CN', at: Date) => {
  const year = documentYear(at);
  const { last } = await trx
    .insertInto('document_counter')
    .values({ kind, year, last: 1 })
    .onConflict((oc) => oc.columns(['kind', 'year']).doUpdateSet({ last: sql<number>`document_counter.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${kind}-${year}-${String(last).padStart(6, '0')}`;
};

export const invoiceOf = (db: Database, orderId: number) => db.selectFrom('invoice').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** The invoices of a page of orders, by order id, in one query. */
export const invoicesOf = async (db: Database, orderIds: number[]) =>
  new Map(orderIds.length === 0 ? [] : (await db.selectFrom('invoice').selectAll().where('order_id', 'in', orderIds).execute()).map((row) => [row.order_id, row]));

/** The order's invoice, issued now if it is paid, has company details and has none yet. Call inside a transaction holding the order's row. */
export const issueInvoice = async (trx: Database, order: OrderRow, now: Date) => {
  const issued = await invoiceOf(trx, order.id);
  if (issued || order.pay_status !== 1 || !order.invoice_company || !order.invoice_tax_id) return issued ?? null;
  return trx
    .insertInto('invoice')
    .values({
      order_id: order.id,
      number: await nextDocumentNumber(trx, 'INV', now),
      company: order.invoice_company,
      address: order.invoice_address ?? '',
      tax_id: order.invoice_tax_id,
      issued_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/** The order's row, locked until the transaction ends (one issue at a time per order). */
export const lockedOrder = (trx: Database, userId: number, orderNo: string) =>
  trx.selectFrom('order').selectAll().where('order_no', '=', orderNo).where('user_id', '=', userId).forUpdate().executeTakeFirst();

/** The details as the order shows them: given, issued (with its number) and whether they may still change. */
export const invoiceView = (order: OrderRow, invoice: { number: string; company: string; address: string; tax_id: string; issued_at: Date } | null | undefined) => {
  if (invoice) return { company: invoice.company, address: invoice.address, tax_id: invoice.tax_id, number: invoice.number, issued_at: invoice.issued_at.toISOString(), editable: false };
  return {
    company: order.invoice_company ?? '',
    address: order.invoice_address ?? '',
    tax_id: order.invoice_tax_id ?? '',
    number: null,
    issued_at: null,
    editable: order.receipt_issued_at === null && order.trade_status !== TRADE.REFUNDED,
  };
};

/**
 * POST /order/invoice: sets (or clears) an order's invoice details while its receipt is not issued; refused with
 * 409 once it is, saying what to do instead.
 */
export const setInvoiceDetails = async (rt: { db: Database }, userId: number, orderNo: string, input: InvoiceDetailsInput) => {
  const values = invoiceDetailsOf(input);
  return rt.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, userId, orderNo);
    if (!order) throw fail(404, 'orderNotFound');
    const invoice = await invoiceOf(trx, order.id);
    if (invoice) throw fail(409, 'invoiceIssued', { number: invoice.number });
    if (order.receipt_issued_at) throw fail(409, 'receiptIssued', { orderNo });
    if (order.trade_status === TRADE.REFUNDED) throw fail(400, 'orderRefunded');
    const updated = await trx.updateTable('order').set(values).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    return invoiceView(updated, null);
  });
};
