/**
 * Staff actions, since the site has no administrator screens: `npm run admin -- <command>`.
 *
 *   list-orders [--limit N]          the newest orders (50 by default)
 *   confirm-transfer ORDER_NO        a bank transfer arrived: the order is paid and its licenses issued
 *   refund ORDER_NO                  a paid order is refunded and its licenses withdrawn
 *   page-views [--days N]            views per path per day over the last N days (7 by default)
 *
 * It talks to the running upstream (UPSTREAM_ORIGIN, default http://127.0.0.1:$UPSTREAM_PORT or 4010) with
 * the admin token (ADMIN_TOKEN, else the file the upstream wrote: $DATA_DIR/admin-token).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run admin -- <command>
  list-orders [--limit N]      the newest orders
  confirm-transfer ORDER_NO    confirm a bank transfer: the order is paid and its licenses issued
  refund ORDER_NO              refund a paid order and withdraw its licenses
  page-views [--days N]        views per path per day over the last N days (7 by default)`;

interface AdminOrder {
  order_no: string;
  username: string;
  edition: string;
  payment_type: string;
  quantity: number;
  order_amount: number;
  currency: string;
  pay_status: number;
  trade_status: number | null;
  created_at: string;
}

/** How a row reads for staff, by the site's display priority. */
export const stateOf = (order: Pick<AdminOrder, 'pay_status' | 'trade_status' | 'payment_type'>) => {
  if (order.trade_status === 4) return 'refunded';
  if (order.trade_status === 0 && order.payment_type === 'company_pay') return 'awaiting transfer';
  return order.pay_status === 1 ? 'paid' : 'unpaid';
};

export const formatOrders = (orders: AdminOrder[]) => {
  if (orders.length === 0) return 'No orders yet.';
  const rows = [
    ['ORDER NO', 'USER', 'EDITION', 'METHOD', 'QTY', 'AMOUNT', 'STATE', 'PLACED'],
    ...orders.map((o) => [
      o.order_no,
      o.username,
      o.edition,
      o.payment_type,
      String(o.quantity),
      `${o.currency === 'USD' ? '$' : '¥'}${o.order_amount.toFixed(2)}`,
      stateOf(o),
      o.created_at.slice(0, 19).replace('T', ' '),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
};

interface PathDayViews {
  day: string;
  path: string;
  views: number;
}

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
  const table = lines.map(([day, path, views]) => `${day.padEnd(widths[0])}  ${path.padEnd(widths[1])}  ${views.padStart(widths[2])}`);
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  return [...table, `${total} view(s) ${span}.`].join('\n');
};

const adminToken = (env: NodeJS.ProcessEnv) => {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const file = `${env.DATA_DIR ?? '.data'}/admin-token`;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`No admin token: set ADMIN_TOKEN, or start the site once (npm start) so that it writes ${file}.`);
  }
};

/** Runs one command; answers what to print, or throws with a message for staff. */
export const runAdmin = async (argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> => {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { limit: { type: 'string' }, days: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  const [command, orderNo] = positionals;
  if (values.help || !command) return usage;
  const origin = (env.UPSTREAM_ORIGIN ?? `http://127.0.0.1:${env.UPSTREAM_PORT ?? 4010}`).replace(/\/$/, '');
  const request = async (method: 'GET' | 'POST', path: string) => {
    let response: Response;
    try {
      response = await fetch(`${origin}/admin${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken(env)}`, 'accept-language': 'en' },
      });
    } catch {
      throw new Error(`The upstream at ${origin} does not answer. Is the site running (npm start)? Set UPSTREAM_ORIGIN if it runs elsewhere.`);
    }
    const body = (await response.json().catch(() => ({}))) as { messages?: string; message?: string };
    if (!response.ok) throw new Error(body.messages ?? body.message ?? `HTTP ${response.status}`);
    return body as unknown;
  };

  switch (command) {
    case 'list-orders': {
      const limit = values.limit ? Number(values.limit) : 50;
      if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a whole number from 1');
      return formatOrders((await request('GET', `/orders?limit=${limit}`)) as AdminOrder[]);
    }
    case 'confirm-transfer': {
      if (!orderNo) throw new Error('Which order? npm run admin -- confirm-transfer ORDER_NO');
      const result = (await request('POST', `/orders/${encodeURIComponent(orderNo)}/confirm-transfer`)) as { licenses: number; refunded: boolean };
      return `Order ${orderNo} is paid; ${result.licenses} license(s) issued.`;
    }
    case 'refund': {
      if (!orderNo) throw new Error('Which order? npm run admin -- refund ORDER_NO');
      const result = (await request('POST', `/orders/${encodeURIComponent(orderNo)}/refund`)) as { licenses: number };
      return `Order ${orderNo} is refunded; ${result.licenses} license(s) withdrawn.`;
    }
    case 'page-views': {
      const days = values.days ? Number(values.days) : 7;
      if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error('--days must be a whole number from 1 to 366');
      return formatPageViews((await request('GET', `/page-views?days=${days}`)) as PathDayViews[], days);
    }
    default:
      throw new Error(`Unknown command "${command}".\n${usage}`);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdmin(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
