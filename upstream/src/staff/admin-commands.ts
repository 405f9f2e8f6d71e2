import { LEAD_STATES, type DataOf, type StaffLeadView, type staffPageViews } from '../../../contract/index.ts';
import type { ReviewQueueItem } from '../../../contract/staff-review.ts';
import type { AwaitingTransfer, RefundApproval } from '../../../contract/staff-money.ts';
import { formatLeads, formatOrders, formatPageViews, formatPluginUploads, formatRefundRequests, type AdminOrder, type StaffRefunds } from './admin-format.ts';
import type { AdminRequest } from './admin-request.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a command is given: its argument (an order number, a lead or upload id), the options, and the upstream to call. */
export interface CommandInput {
  arg: string | undefined;
  options: { limit?: string; days?: string; kind?: string; state?: string; reason?: string; out?: string; username?: string; email?: string; role?: string; amount?: string; reference?: string };
  request: AdminRequest;
}

/** A command checks its input, calls the upstream, and answers what to print (or throws with a message for staff). */
type Command = (input: CommandInput) => Promise<string>;

const isLeadId = (id: string | undefined): id is string => id !== undefined && /^\d+$/.test(id);

/** What a refund came to, in the words staff read: done, waiting for the provider, or refused and why. */
const refundReport = (orderNo: string, result: { state: string; licenses: number; reason?: string }) => {
  if (result.state === 'succeeded') return `Order ${orderNo} is refunded; ${result.licenses} license(s) withdrawn.`;
  if (result.state === 'refused') return `The provider refused to refund order ${orderNo}: ${result.reason ?? 'no reason given'}. The order stays paid.`;
  return `The refund of order ${orderNo} is with the provider; the order is refunded and its licenses withdrawn once the provider confirms.`;
};

/** The orders staff settle: listed, a bank transfer confirmed, a paid order refunded. */
const orderCommands: Record<string, Command> = {
  'list-orders': async ({ options, request }) => {
    const limit = options.limit ? Number(options.limit) : 50;
    if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a whole number from 1');
    return formatOrders((await request('GET', `/orders?limit=${limit}`)) as AdminOrder[]);
  },
  'confirm-transfer': async ({ arg: orderNo, options, request }) => {
    if (!orderNo) throw new Error('Which order? npm run admin -- confirm-transfer ORDER_NO [--amount N] [--reference TEXT] [--reason TEXT]');
    // what the bank statement says; by default the order's own number and amount (the operator vouches for them)
    // an order placed with another method may be paid by transfer too: the upstream finds it by number, or says why not
    const awaiting = (await request('GET', '/api/staff/money/transfers')) as AwaitingTransfer[];
    const order = awaiting.find((one) => one.orderNo === orderNo) ?? ((await request('GET', `/api/staff/money/transfer-order?reference=${encodeURIComponent(orderNo)}`)) as AwaitingTransfer);
    const amount = options.amount === undefined ? order.amount : Number(options.amount);
    if (!Number.isFinite(amount) || amount <= 0) throw new Error('--amount must be the amount on the bank statement, e.g. 5800 or 5800.50');
    const body = { reference: options.reference ?? orderNo, amount, ...(options.reason ? { overrideReason: options.reason } : {}) };
    const result = (await request('POST', `/api/staff/money/transfers/${encodeURIComponent(orderNo)}/confirm`, body)) as { licenses: number };
    return `Order ${orderNo} is paid; ${result.licenses} license(s) issued.`;
  },
  'refund-requests': async ({ request }) => formatRefundRequests((await request('GET', '/api/staff/money/refunds')) as StaffRefunds),
  refund: async ({ arg: orderNo, options, request }) => {
    if (!orderNo || !options.reason?.trim()) throw new Error('Which order, and why? npm run admin -- refund ORDER_NO --reason TEXT');
    const made = (await request('POST', '/api/staff/money/refunds', { orderNo, reason: options.reason })) as RefundApproval;
    return `Refund request ${made.id} for order ${orderNo} is waiting: a second person (finance or admin, in the back office) must approve it before the provider is asked.`;
  },
  'approve-refund': async ({ arg: id, request }) => {
    if (!id || !/^\d+$/.test(id)) throw new Error('Which refund request? npm run admin -- approve-refund ID (see npm run admin -- refund-requests)');
    const approved = (await request('POST', `/api/staff/money/refunds/${id}/approve`, {})) as RefundApproval & { licenses: number };
    return refundReport(approved.orderNo, { state: approved.outcome ?? 'pending', licenses: approved.licenses, reason: approved.providerReason ?? undefined });
  },
  'credit-note': async ({ arg: orderNo, options, request }) => {
    if (!orderNo) throw new Error('Which order? npm run admin -- credit-note ORDER_NO --reason TEXT');
    if (!options.reason?.trim()) throw new Error('Why? npm run admin -- credit-note ORDER_NO --reason TEXT');
    const note = (await request('POST', `/api/staff/money/orders/${encodeURIComponent(orderNo)}/credit-note`, { reason: options.reason })) as { number: string; invoice_number: string; file_name: string; pdf: string };
    const file = join(options.out ?? '.', note.file_name);
    writeFileSync(file, Buffer.from(note.pdf, 'base64'));
    return `Credit note ${note.number} issued against invoice ${note.invoice_number}; saved as ${file}.`;
  },
};

/** The trial requests and sales contacts staff answer: the back office's own staff calls, audited as the CLI. */
const leadCommands: Record<string, Command> = {
  leads: async ({ options, request }) => {
    if (options.kind && !['trial', 'sales'].includes(options.kind)) throw new Error('--kind must be trial or sales');
    if (options.state && !LEAD_STATES.some((state) => state === options.state)) throw new Error('--state must be new, contacted, won or lost');
    const query = new URLSearchParams({ ...(options.kind ? { kind: options.kind } : {}), ...(options.state ? { state: options.state } : {}) });
    return formatLeads((await request('GET', `/api/staff/leads?${query}`)) as StaffLeadView[]);
  },
  'grant-trial': async ({ arg: leadId, request }) => {
    if (!isLeadId(leadId)) throw new Error('Which request? npm run admin -- grant-trial LEAD_ID');
    const result = (await request('POST', `/api/staff/leads/${leadId}/grant-trial`, {})) as { license_id: number; username: string | null; email: string; coverage_before: string };
    return result.username
      ? `Trial ${leadId} granted: license ${result.license_id} is in the licence management of ${result.username} (coverage before ${result.coverage_before}).`
      : `Trial ${leadId} granted: license ${result.license_id}'s activation code was mailed to ${result.email}, who has no account (coverage before ${result.coverage_before}).`;
  },
  contacted: async ({ arg: leadId, request }) => {
    if (!isLeadId(leadId)) throw new Error('Which request? npm run admin -- contacted LEAD_ID');
    await request('POST', `/api/staff/leads/${leadId}/state`, { state: 'contacted' });
    return `Request ${leadId} marked as contacted.`;
  },
  decline: async ({ arg: leadId, options, request }) => {
    if (!isLeadId(leadId)) throw new Error('Which request? npm run admin -- decline LEAD_ID --reason TEXT');
    if (!options.reason?.trim()) throw new Error('Why? npm run admin -- decline LEAD_ID --reason TEXT');
    await request('POST', `/api/staff/leads/${leadId}/state`, { state: 'lost', reason: options.reason });
    return `Request ${leadId} declined (lost).`;
  },
  'export-leads': async ({ request }) => (await request('GET', '/api/staff/leads/export')) as string,
};

/** The extension uploads staff review. */
const pluginCommands: Record<string, Command> = {
  plugins: async ({ options, request }) => {
    const state = options.state ? `?state=${encodeURIComponent(options.state)}` : '';
    return formatPluginUploads((await request('GET', `/api/staff/review/uploads${state}`)) as ReviewQueueItem[]);
  },
  'approve-plugin': async ({ arg: uploadId, request }) => {
    if (!uploadId) throw new Error('Which upload? npm run admin -- approve-plugin ID (see npm run admin -- plugins)');
    await request('POST', `/api/staff/review/uploads/${encodeURIComponent(uploadId)}/approve`, {});
    return `Upload ${uploadId} is approved and in the market; the publisher was mailed.`;
  },
  'reject-plugin': async ({ arg: uploadId, options, request }) => {
    if (!uploadId) throw new Error('Which upload? npm run admin -- reject-plugin ID --reason TEXT');
    if (!options.reason?.trim()) throw new Error('Give the publisher a reason: npm run admin -- reject-plugin ID --reason TEXT');
    await request('POST', `/api/staff/review/uploads/${encodeURIComponent(uploadId)}/reject`, { reason: options.reason });
    return `Upload ${uploadId} is rejected; the publisher was mailed the reason.`;
  },
};

/** The site's traffic. */
const pageViewCommands: Record<string, Command> = {
  'page-views': async ({ options, request }) => {
    const days = options.days ? Number(options.days) : 7;
    if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error('--days must be a whole number from 1 to 366');
    const summary = (await request('GET', `/api/staff/page-views?days=${days}`)) as DataOf<typeof staffPageViews>;
    // newest day first; the sort is stable, so each day keeps its busiest path first
    return formatPageViews([...summary.per_day_path].sort((a, b) => b.day.localeCompare(a.day)), days);
  },
};

/** Staff members: the first admin is made here (the same staff call as the back office's, audited as "cli"). */
const staffCommands: Record<string, Command> = {
  'create-staff': async ({ options, request }) => {
    const { username, email, role } = options;
    if (!username || !email || !role) throw new Error('Who? npm run admin -- create-staff --username U --email E --role admin|reviewer|finance|sales|support');
    const made = (await request('POST', '/api/staff/members', { username, email, role })) as { member: { id: number }; enrolmentLink: string; expiresAt: string };
    return `Staff member ${username} (${role}, #${made.member.id}) created. Their one-time enrolment link, valid until ${made.expiresAt}:\n${made.enrolmentLink}`;
  },
};

/** Every command of `npm run admin -- <command>`, by name. */
const commands: Record<string, Command> = { ...orderCommands, ...leadCommands, ...pluginCommands, ...pageViewCommands, ...staffCommands };

/** The command of that name; undefined for any other word (including an object's inherited names). */
export const commandNamed = (name: string): Command | undefined => (Object.hasOwn(commands, name) ? commands[name] : undefined);
