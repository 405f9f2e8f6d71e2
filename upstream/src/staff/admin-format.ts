/** How the staff CLI (admin.ts) shows what the upstream answers: terminal tables (the leads' CSV is the upstream's: sales/lead-csv.ts). */
import { formatMoney } from '../../../contract/money.ts';
import type { Currency } from '../../../contract/order.ts';
import type { ReviewQueueItem } from '../../../contract/staff-review.ts';
import type { BuyerRefundRequest, RefundApproval } from '../../../contract/staff-money.ts';
import { TRADE } from '../../../contract/rules.ts';
import type { StaffLeadView } from '../../../contract/staff-leads.ts';

interface PathDayViews {
  day: string;
  path: string;
  views: number;
}

/** Typed text shown in a terminal: control characters (escape sequences, line breaks) become spaces, long text is cut. */
const plain = (text: string | null | undefined, max = 40) => {
  const flat = [...(text ?? '')].map((char) => (/\p{Cc}/u.test(char) ? ' ' : char)).join('');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Rows as left-aligned columns two spaces apart; the first row is the header. */
const table = (rows: string[][]) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
};

export const formatLeads = (leads: StaffLeadView[]) => {
  if (leads.length === 0) return 'No requests.';
  return table([
    ['ID', 'KIND', 'STATE', 'EDITION', 'NAME', 'EMAIL', 'PHONE', 'COMPANY', 'RECEIVED', 'OWNER'],
    ...leads.map((l) => [
      String(l.id),
      l.kind,
      l.state,
      plain(l.edition, 24),
      plain(l.name, 24),
      plain(l.email, 32),
      plain(l.mobile, 20),
      plain(l.company, 32),
      l.created_at.slice(0, 16).replace('T', ' '),
      plain(l.owner ?? '-', 16),
    ]),
  ]);
};

export const formatPluginUploads = (uploads: ReviewQueueItem[]) => {
  if (uploads.length === 0) return 'No uploads.';
  return table([
    ['ID', 'EXTENSION', 'VERSION', 'ENGINES', 'STATE', 'BY', 'SIZE', 'QUEUED', 'NOTES'],
    ...uploads.map((u) => [
      String(u.id),
      `${u.publisher}.${u.name}`,
      u.version,
      u.engines,
      u.deleted ? `${u.state} (deleted)` : u.state,
      u.owner ?? '(staff)',
      `${(u.size / 1024).toFixed(0)} KB`,
      u.queued_at.slice(0, 19).replace('T', ' '),
      [u.reason, ...u.warnings.map((warning) => warning.en)].filter(Boolean).join(' | '),
    ]),
  ]);
};

export interface AdminOrder {
  order_no: string;
  username: string;
  edition: string;
  payment_type: string;
  quantity: number;
  order_amount: number;
  currency: Currency;
  pay_status: number;
  trade_status: number | null;
  created_at: string;
  closed_at?: string | null;
  refund_requested_at?: string | null;
}

/** How a row reads for staff, by the site's display priority. */
const stateOf = (order: Pick<AdminOrder, 'pay_status' | 'trade_status' | 'payment_type' | 'closed_at' | 'refund_requested_at'>) => {
  if (order.trade_status === TRADE.REFUNDED) return 'refunded';
  if (order.refund_requested_at) return 'refund requested';
  if (order.closed_at && order.pay_status !== 1) return 'cancelled';
  if (order.trade_status === TRADE.AWAITING_TRANSFER && order.payment_type === 'company_pay') return 'awaiting transfer';
  return order.pay_status === 1 ? 'paid' : 'unpaid';
};

export const formatOrders = (orders: AdminOrder[]) => {
  if (orders.length === 0) return 'No orders yet.';
  return table([
    ['ORDER NO', 'USER', 'EDITION', 'METHOD', 'QTY', 'AMOUNT', 'STATE', 'PLACED'],
    ...orders.map((o) => [
      o.order_no,
      o.username,
      o.edition,
      o.payment_type,
      String(o.quantity),
      formatMoney(o.order_amount, o.currency, 'en'),
      stateOf(o),
      o.created_at.slice(0, 19).replace('T', ' '),
    ]),
  ]);
};

/** Views per path per day as a table, newest day first; a total line per day. */
export const formatPageViews = (rows: PathDayViews[], days: number) => {
  const span = days === 1 ? 'today' : `in the last ${days} days`;
  if (rows.length === 0) return `No page views ${span}.`;
  const lines: string[][] = [['DAY', 'PATH', 'VIEWS']];
  const dayOrder = [...new Set(rows.map((row) => row.day))];
  for (const day of dayOrder) {
    const ofDay = rows.filter((row) => row.day === day);
    for (const row of ofDay) lines.push([row.day, row.path, String(row.views)]);
    lines.push([day, '(all pages)', String(ofDay.reduce((sum, row) => sum + row.views, 0))]);
  }
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((line) => line[i].length)));
  const aligned = lines.map(([day, path, views]) => `${day.padEnd(widths[0])}  ${path.padEnd(widths[1])}  ${views.padStart(widths[2])}`);
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  return [...aligned, `${total} view(s) ${span}.`].join('\n');
};

/** The refunds to settle as staff list them (`refund-requests`): staff's requests still waiting, then the buyers'. */
export type StaffRefunds = { approvals: RefundApproval[]; buyerRequests: BuyerRefundRequest[] };

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

export const formatRefundRequests = ({ approvals, buyerRequests }: StaffRefunds) => {
  const waiting = approvals.filter((a) => a.state === 'requested');
  if (waiting.length === 0 && buyerRequests.length === 0) return 'No refund requests to settle.';
  const staff = waiting.length
    ? ['Waiting for a second person (npm run admin -- approve-refund ID):', table([['ID', 'ORDER NO', 'USER', 'METHOD', 'AMOUNT', 'REQUESTED BY', 'REASON'], ...waiting.map((a) => [String(a.id), a.orderNo, a.buyer.username, a.paymentType, formatMoney(a.amount, a.currency, 'en'), a.requestedBy, a.reason])])]
    : [];
  const buyers = buyerRequests.length
    ? ["Buyers' requests (npm run admin -- refund ORDER_NO --reason TEXT):", table([['ORDER NO', 'USER', 'METHOD', 'AMOUNT', 'REQUESTED', 'REASON'], ...buyerRequests.map((r) => [r.orderNo, r.buyer.username, r.paymentType, formatMoney(r.amount, r.currency, 'en'), when(r.requestedAt), r.reason ?? ''])])]
    : [];
  return [...staff, ...buyers].join('\n');
};
