import type { Database } from '../db/database.ts';

/**
 * Whether an order was paid through the sandbox provider: an approved sandbox payment of its number exists. A
 * licence mail of such an order says it is a sandbox licence. Read here from the sandbox's table rather than asked of
 * payments/, which sits above licensing (paying an order issues its licences).
 */
export const paidInSandbox = async (db: Database, orderId: number | null) => {
  if (orderId === null) return false;
  const row = await db
    .selectFrom('order')
    .innerJoin('sandbox_payment', 'sandbox_payment.order_no', 'order.order_no')
    .select('sandbox_payment.id')
    .where('order.id', '=', orderId)
    .where('sandbox_payment.status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
};
