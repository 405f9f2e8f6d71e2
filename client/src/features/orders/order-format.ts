import type { OrderPayStatus, OrderState } from '../../gql/graphql.ts';
import { TRIAL_PERIOD } from './one-yuan.ts';

/** "2026-03-05 14:07" in the viewer's time zone: the list's date of purchase. */
export const formatDateTime = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** When the order was bought: paid, else placed. */
export const purchaseTime = (order: { payTime?: string | null; createdAt?: string | null }) => order.payTime ?? order.createdAt ?? null;

/** Pay Now (spec §4): an unpaid order, unless it was refunded or the buyer cancelled it. */
export const canPayNow = (order: { payStatus: OrderPayStatus; state: OrderState; closedAt?: string | null }) =>
  order.payStatus === 'UNPAID' && order.state !== 'REFUNDED' && !order.closedAt;

/** The 7-day trial's period: its payment is relaunched in one-yuan mode (no bank transfer on its checkstand). */
export const isTrial = (order: { period: number }) => order.period === TRIAL_PERIOD;
