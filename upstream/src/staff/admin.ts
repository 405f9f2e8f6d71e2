/**
 * Staff actions from the terminal (the back office at /admin makes the same staff calls): `npm run admin -- <command>`.
 *
 *   list-orders [--limit N]          the newest orders (50 by default)
 *   confirm-transfer ORDER_NO [--amount N] [--reference TEXT] [--reason TEXT]
 *                                    a bank transfer arrived (as the statement says; by default the order's number and
 *                                    amount): the order is paid and its licenses issued; a mismatch needs --reason
 *   refund ORDER_NO --reason TEXT    requests a paid order's refund: a second person must approve it (approve-refund)
 *   approve-refund ID                approves another's refund request: the provider refunds it, licenses withdrawn once confirmed
 *   credit-note ORDER_NO --reason T [--out DIR]
 *                                    an issued invoice is corrected: a credit note cancelling it, saved as a PDF in DIR (.)
 *   refund-requests                  refund requests waiting for a second person, and the buyers' not yet taken up
 *   page-views [--days N]            views per path per day over the last N days (7 by default)
 *   leads [--kind trial|sales] [--state new|contacted|won|lost]
 *                                    trial requests and sales contacts, newest first
 *   grant-trial LEAD_ID              a 7-day trial licence for the applicant (mailed as a code without an account); the lead is won
 *   contacted LEAD_ID                staff have reached the applicant (the request stays open)
 *   decline LEAD_ID --reason TEXT    a request is declined (lost); a trial applicant is told why
 *   export-leads                     every lead as CSV on standard output (cells cannot start a formula)
 *   plugins [--state pending]        extension uploads in review order, with their state and warnings
 *   approve-plugin ID                an upload enters the market as its extension's latest version; the publisher is mailed
 *   reject-plugin ID --reason TEXT   an upload is refused; the publisher is mailed the reason, shown in their user centre
 *   create-staff --username U --email E --role R
 *                                    a member of staff; prints their one-time enrolment link (72 hours), also mailed
 *
 * It talks to the running upstream (UPSTREAM_ORIGIN, else the origin the upstream wrote when it started:
 * $DATA_DIR/upstream-origin, else http://127.0.0.1:$UPSTREAM_PORT or 4010) with the admin token (ADMIN_TOKEN, else
 * the file the upstream wrote: $DATA_DIR/admin-token). Each failure names its cause: no token, a token the
 * upstream refuses, or nothing answering where the site should be.
 */
import { parseArgs } from 'node:util';
import { commandNamed } from './admin-commands.ts';
import { adminRequest } from './admin-request.ts';

const usage = `Usage: npm run admin -- <command>
  list-orders [--limit N]      the newest orders
  confirm-transfer ORDER_NO [--amount N] [--reference TEXT] [--reason TEXT]
                               confirm a bank transfer as the statement says (by default the order's number and amount):
                               the order is paid and its licenses issued; a reference or amount that differs needs --reason
  refund ORDER_NO --reason TEXT
                               request a paid order's refund: a second person (finance or admin) must approve it
  approve-refund ID            approve a refund someone else requested: the provider is asked; licenses are withdrawn once it confirms
  credit-note ORDER_NO --reason TEXT [--out DIR]
                               correct an issued invoice: a credit note cancelling it (its PDF is saved in DIR, by default here)
  refund-requests              refund requests waiting for a second person, and the buyers' (request one with refund)
  page-views [--days N]        views per path per day over the last N days (7 by default)
  leads [--kind trial|sales] [--state new|contacted|won|lost]
                               trial requests and sales contacts, newest first
  grant-trial LEAD_ID          grant a trial request: a 7-day licence for the applicant (the lead is won)
  contacted LEAD_ID            mark a request as contacted (it stays open)
  decline LEAD_ID --reason TEXT
                               decline a request: it is lost (a trial applicant is mailed the reason)
  export-leads                 every lead as CSV, as the back office exports it (npm run admin -- export-leads > leads.csv)
  plugins [--state STATE]      extension uploads (STATE: pending, approved, rejected)
  approve-plugin ID            approve an upload: it enters the market; the publisher is mailed
  reject-plugin ID --reason T  reject an upload with a reason; the publisher is mailed
  create-staff --username U --email E --role admin|reviewer|finance|sales|support
                               make a member of staff; prints their one-time enrolment link (72 hours)`;

/** Runs one command; answers what to print, or throws with a message for staff. */
export const runAdmin = async (argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> => {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { limit: { type: 'string' }, days: { type: 'string' }, kind: { type: 'string' }, state: { type: 'string' }, reason: { type: 'string' }, out: { type: 'string' }, username: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' }, amount: { type: 'string' }, reference: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [name, arg] = positionals;
  if (values.help || !name) return usage;
  const command = commandNamed(name);
  if (!command) throw new Error(`Unknown command "${name}".\n${usage}`);
  return command({ arg, options: values, request: adminRequest(env) });
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
