import { z } from 'zod';
import { defineCall } from './call.ts';
import { text } from './input.ts';
import { orderNo } from './rules.ts';

/**
 * A credit note against an order's issued invoice (issue #32), issued by finance (issue #33): the one way to correct
 * an invoice, which itself never changes. Audited credit_note.issue; the CLI's `credit-note` makes the same call.
 */
export const staffIssueCreditNote = defineCall({
  id: 'staffIssueCreditNote',
  method: 'POST',
  path: '/staff/money/orders/{orderNo}/credit-note',
  summary: "Cancel an order's issued invoice in full by a credit note (CN-<year>-<seq>) with a reason; answers its PDF (base64). One per invoice. Finance. Audited.",
  auth: 'staff',
  roles: ['finance'],
  params: z.object({ orderNo: orderNo() }),
  body: z.object({ reason: text().trim().min(1, 'A credit note needs a reason').max(500) }),
  data: z.object({ number: z.string(), invoice_number: z.string(), file_name: z.string(), pdf: z.string() }),
});
