import type { RefundApproval } from '../../../contract/staff-money.ts';
import { TEST_ADMIN_TOKEN, type TestUpstream } from './api.ts';
import { staffSessionFor } from './staff.ts';

/** A staff money call with `token` (the admin token by default: the CLI), in the language `lang` if given. */
export const moneyCall = <T>(t: TestUpstream, path: string, { token = TEST_ADMIN_TOKEN, json, lang }: { token?: string; json?: unknown; lang?: string } = {}) =>
  t.api<T>(`/staff/money${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
    json,
  });

/** Finance confirms a bank transfer for `orderNo` whose statement says exactly the order number and the amount. */
export const confirmTransferOf = async (t: TestUpstream, orderNo: string) => {
  const order = await t.upstream.db.selectFrom('order').select('order_amount').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  return moneyCall<{ licenses: number }>(t, `/transfers/${encodeURIComponent(orderNo)}/confirm`, { json: { reference: orderNo, amount: Number(order.order_amount) } });
};

export interface RefundAnswer {
  orderNo: string;
  state: 'requested' | 'pending' | 'succeeded' | 'refused';
  licenses: number;
  reason?: string;
  messages?: string;
}

/**
 * A refund made by two people: the CLI requests it, a freshly signed-in member of finance approves it; answers the
 * status and what the provider made of it (orderNo, state, licences withdrawn, the provider's reason), or the refusal.
 */
export const twoPersonRefund = async (t: TestUpstream, orderNo: string, reason = 'Refund for the test') => {
  const requested = await moneyCall<RefundApproval>(t, '/refunds', { json: { orderNo, reason } });
  if (requested.status !== 200) return { status: requested.status, body: { messages: requested.body.messages } as RefundAnswer };
  return approveRefund(t, requested.body.data.id);
};

/** A second member (a new finance session unless `token` is given) approves refund request `id`. */
export const approveRefund = async (t: TestUpstream, id: number, token?: string) => {
  const approver = token ?? (await staffSessionFor(t.upstream.db, t.clock.now(), 'finance')).token;
  const { status, body } = await moneyCall<RefundApproval & { licenses: number }>(t, `/refunds/${id}/approve`, { token: approver, json: {} });
  if (status !== 200) return { status, body: { messages: body.messages } as RefundAnswer };
  const { orderNo, outcome, licenses, providerReason } = body.data;
  return { status, body: { orderNo, state: outcome ?? 'requested', licenses, ...(providerReason ? { reason: providerReason } : {}) } as RefundAnswer };
};
