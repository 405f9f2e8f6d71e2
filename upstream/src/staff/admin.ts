/**
 * Staff actions, since the site has no administrator screens: `npm run admin -- <command>`.
 *
 *   list-orders [--limit N]          the newest orders (50 by default)
 *   confirm-transfer ORDER_NO        a bank transfer arrived: the order is paid and its licenses issued
 *   refund ORDER_NO                  a paid order is refunded through its provider, its licenses withdrawn once confirmed
 *   page-views [--days N]            views per path per day over the last N days (7 by default)
 *   leads [--kind trial|sales] [--state new|contacted|granted|declined]
 *                                    trial requests and sales contacts, newest first
 *   grant-trial LEAD_ID              a 7-day trial licence for the applicant (mailed as a code without an account)
 *   contacted LEAD_ID                staff have reached the applicant (the request stays open)
 *   decline LEAD_ID --reason TEXT    a request is declined; a trial applicant is told why
 *   export-leads                     every lead as CSV on standard output (cells cannot start a formula)
 *   plugins [--state pending]        extension uploads in review order, with their state and warnings
 *   approve-plugin ID                an upload enters the market as its extension's latest version; the publisher is mailed
 *   reject-plugin ID --reason TEXT   an upload is refused; the publisher is mailed the reason, shown in their user centre
 *
 * It talks to the running upstream (UPSTREAM_ORIGIN, else the origin the upstream wrote when it started:
 * $DATA_DIR/upstream-origin, else http://127.0.0.1:$UPSTREAM_PORT or 4010) with the admin token (ADMIN_TOKEN, else
 * the file the upstream wrote: $DATA_DIR/admin-token). Each failure names its cause: no token, a token the
 * upstream refuses, or nothing answering where the site should be.
 */
import { parseArgs } from 'node:util';
import { adminTokenFile, readTrimmed, upstreamOriginFile } from './admin-files.ts';
import { formatLeads, leadsCsv, formatPluginUploads, formatOrders, formatPageViews, type AdminPluginUpload, type AdminOrder } from './admin-format.ts';
import type { PathDayViews } from '../analytics/index.ts';
import type { StaffLead } from '../sales/index.ts';

const usage = `Usage: npm run admin -- <command>
  list-orders [--limit N]      the newest orders
  confirm-transfer ORDER_NO    confirm a bank transfer: the order is paid and its licenses issued
  refund ORDER_NO              refund a paid order through its provider; its licenses are withdrawn once the provider confirms
  page-views [--days N]        views per path per day over the last N days (7 by default)
  leads [--kind trial|sales] [--state new|contacted|granted|declined]
                               trial requests and sales contacts, newest first
  grant-trial LEAD_ID          grant a trial request: a 7-day licence for the applicant
  contacted LEAD_ID            mark a request as contacted (it stays open)
  decline LEAD_ID --reason TEXT
                               decline a request (a trial applicant is mailed the reason)
  export-leads                 every lead as CSV (npm run admin -- export-leads > leads.csv)
  plugins [--state STATE]      extension uploads (STATE: pending, approved, rejected)
  approve-plugin ID            approve an upload: it enters the market; the publisher is mailed
  reject-plugin ID --reason T  reject an upload with a reason; the publisher is mailed`;

const dataDirOf = (env: NodeJS.ProcessEnv) => env.DATA_DIR ?? '.data';

/** The token and where it came from (said when the upstream refuses it). */
const adminToken = (env: NodeJS.ProcessEnv) => {
  if (env.ADMIN_TOKEN) return { token: env.ADMIN_TOKEN, source: 'ADMIN_TOKEN' };
  const file = adminTokenFile(dataDirOf(env));
  const token = readTrimmed(file);
  if (!token) throw new Error(`No admin token: set ADMIN_TOKEN, or start the site once (npm start) so that it writes ${file}.`);
  return { token, source: file };
};

/** Where the upstream is and how that was found (said when nothing answers there). */
const upstreamOrigin = (env: NodeJS.ProcessEnv) => {
  if (env.UPSTREAM_ORIGIN) return { origin: env.UPSTREAM_ORIGIN.replace(/\/$/, ''), source: 'UPSTREAM_ORIGIN' };
  const file = upstreamOriginFile(dataDirOf(env));
  const recorded = readTrimmed(file);
  if (recorded) return { origin: recorded.replace(/\/$/, ''), source: `${file}, written by npm start` };
  return { origin: `http://127.0.0.1:${env.UPSTREAM_PORT ?? 4010}`, source: env.UPSTREAM_PORT ? 'UPSTREAM_PORT' : `the default; no ${file} was found` };
};

/** Runs one command; answers what to print, or throws with a message for staff. */
/** What a refund came to, in the words staff read: done, waiting for the provider, or refused and why. */
const refundReport = (orderNo: string, result: { state: string; licenses: number; reason?: string }) => {
  if (result.state === 'succeeded') return `Order ${orderNo} is refunded; ${result.licenses} license(s) withdrawn.`;
  if (result.state === 'refused') return `The provider refused to refund order ${orderNo}: ${result.reason ?? 'no reason given'}. The order stays paid.`;
  return `The refund of order ${orderNo} is with the provider; the order is refunded and its licenses withdrawn once the provider confirms.`;
};

export const runAdmin = async (argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> => {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { limit: { type: 'string' }, days: { type: 'string' }, kind: { type: 'string' }, state: { type: 'string' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, orderNo] = positionals;
  if (values.help || !command) return usage;
  const request = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
    // each cause its own message: the token is looked for before anything is sent
    const token = adminToken(env);
    const { origin, source } = upstreamOrigin(env);
    let response: Response;
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${token.token}`, 'accept-language': 'en' };
      response = await fetch(
        `${origin}/admin${path}`,
        payload === undefined ? { method, headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) },
      );
    } catch {
      throw new Error(`The site is not running at ${origin} (${source}): nothing answers there. Start it with npm start, or set UPSTREAM_ORIGIN if it runs elsewhere.`);
    }
    if (response.status === 401) {
      throw new Error(`The upstream at ${origin} refused the admin token from ${token.source}: it is not this site's token. Use the DATA_DIR the site was started with, or set ADMIN_TOKEN to its token.`);
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
      const result = (await request('POST', `/orders/${encodeURIComponent(orderNo)}/refund`)) as { state: string; licenses: number; reason?: string };
      return refundReport(orderNo, result);
    }
    case 'leads': {
      if (values.kind && !['trial', 'sales'].includes(values.kind)) throw new Error('--kind must be trial or sales');
      if (values.state && !['new', 'contacted', 'granted', 'declined'].includes(values.state)) throw new Error('--state must be new, contacted, granted or declined');
      const query = new URLSearchParams({ ...(values.kind ? { kind: values.kind } : {}), ...(values.state ? { state: values.state } : {}) });
      return formatLeads((await request('GET', `/leads?${query}`)) as StaffLead[]);
    }
    case 'grant-trial': {
      const leadId = orderNo;
      if (!leadId || !/^\d+$/.test(leadId)) throw new Error('Which request? npm run admin -- grant-trial LEAD_ID');
      const result = (await request('POST', `/leads/${leadId}/grant-trial`)) as { license_id: number; username: string | null; email: string; coverage_before: string };
      return result.username
        ? `Trial ${leadId} granted: license ${result.license_id} is in the licence management of ${result.username} (coverage before ${result.coverage_before}).`
        : `Trial ${leadId} granted: license ${result.license_id}'s activation code was mailed to ${result.email}, who has no account (coverage before ${result.coverage_before}).`;
    }
    case 'contacted': {
      const leadId = orderNo;
      if (!leadId || !/^\d+$/.test(leadId)) throw new Error('Which request? npm run admin -- contacted LEAD_ID');
      await request('POST', `/leads/${leadId}/contacted`);
      return `Request ${leadId} marked as contacted.`;
    }
    case 'decline': {
      const leadId = orderNo;
      if (!leadId || !/^\d+$/.test(leadId)) throw new Error('Which request? npm run admin -- decline LEAD_ID --reason TEXT');
      if (!values.reason?.trim()) throw new Error('Why? npm run admin -- decline LEAD_ID --reason TEXT');
      await request('POST', `/leads/${leadId}/decline`, { reason: values.reason });
      return `Request ${leadId} declined.`;
    }
    case 'export-leads':
      return leadsCsv((await request('GET', '/leads')) as StaffLead[]);
    case 'plugins': {
      const state = values.state ? `?state=${encodeURIComponent(values.state)}` : '';
      return formatPluginUploads((await request('GET', `/plugins${state}`)) as AdminPluginUpload[]);
    }
    case 'approve-plugin': {
      if (!orderNo) throw new Error('Which upload? npm run admin -- approve-plugin ID (see npm run admin -- plugins)');
      await request('POST', `/plugins/${encodeURIComponent(orderNo)}/approve`);
      return `Upload ${orderNo} is approved and in the market; the publisher was mailed.`;
    }
    case 'reject-plugin': {
      if (!orderNo) throw new Error('Which upload? npm run admin -- reject-plugin ID --reason TEXT');
      if (!values.reason?.trim()) throw new Error('Give the publisher a reason: npm run admin -- reject-plugin ID --reason TEXT');
      await request('POST', `/plugins/${encodeURIComponent(orderNo)}/reject`, { reason: values.reason });
      return `Upload ${orderNo} is rejected; the publisher was mailed the reason.`;
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
