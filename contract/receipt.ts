import { z } from 'zod';
import { defineCall } from './call.ts';
import { text } from './input.ts';
import { orderNo } from './rules.ts';
import { timestamp } from './envelope.ts';

/** The receipt of a paid order (issue #25): a PDF in the order's language, refunds shown as such. */
export const getOrderReceipt = defineCall({
  id: 'getOrderReceipt',
  method: 'GET',
  path: '/order/receipt',
  summary:
    "The receipt of one of the signed-in user's paid orders, as a PDF in the order's language (seller, buyer, order, edition, " +
    'quantity, term, list price, discount, total, currency, payment method, transaction number, date paid; a refund is shown). ' +
    "Another user's order, or an unpaid one, answers 404.",
  auth: 'required',
  query: z.object({ order_no: orderNo() }),
  data: z.custom<Uint8Array>((value) => value instanceof Uint8Array, "a PDF"),
  produces: 'application/pdf',
});

/** Company details for an invoice (issue #32): all optional here; the upstream refuses half-given or malformed ones. */
export const invoiceInput = z.object({
  invoice_company: text().trim().max(200).optional(),
  invoice_address: text().trim().max(300).optional(),
  /** VAT/GST id, 纳税人识别号 */
  invoice_tax_id: text().trim().max(40).optional(),
});

/** An order's invoice details: as given, or as issued (with the number); `editable` until the receipt is issued. */
export const invoiceDetails = z.object({
  company: z.string(),
  address: z.string(),
  tax_id: z.string(),
  /** INV-<year>-<seq> once issued */
  number: z.string().nullable(),
  issued_at: timestamp.nullable(),
  editable: z.boolean(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetails>;

export const setInvoiceDetails = defineCall({
  id: 'setInvoiceDetails',
  method: 'POST',
  path: '/order/invoice',
  summary:
    "Add, change or clear (all fields empty) the company details of one of the signed-in user's orders, for its invoice: company name " +
    'and tax number required together, address optional. Refused with 409 once the receipt is issued (its first download after ' +
    'payment, or at payment when the details were given before): an issued invoice never changes.',
  auth: 'required',
  body: invoiceInput.extend({ order_no: orderNo() }),
  data: invoiceDetails,
});
