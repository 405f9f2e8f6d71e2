import escapeHtml from 'escape-html';
import { Router } from 'express';
import type { Database } from './db/database.ts';
import { recentPageViews } from './analytics/index.ts';
import { captchaCode } from './accounts/index.ts';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff-roles.ts';
import { staffSessionFor } from './testing/staff.ts';

const newestMails = (db: Database) =>
  db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(200).execute();

/**
 * Development helpers, mounted only outside production: read sent mail without an SMTP server, and
 * read a captcha's code so automated tests can pass it, and read the recorded page views as stored.
 */
export const devRoutes = (db: Database) => {
  const router = Router();
  router.get('/outbox', async (_req, res) => {
    const mails = await newestMails(db);
    res.json(
      mails.map((mail) => ({
        id: mail.id,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: mail.links,
        attachments: mail.attachments.map(({ filename, content, encoding, contentType }) => ({ filename, content, encoding, contentType })),
        created_at: mail.created_at.toISOString(),
      })),
    );
  });
  router.get('/captcha/:uuid', async (req, res) => {
    const code = await captchaCode({ db }, req.params.uuid);
    if (code === undefined) res.status(404).json({ message: 'No such captcha' });
    else res.json({ code });
  });
  // A licence's end brought near (renewal opens 30 days before it): browser tests cannot move the upstream's clock.
  router.post('/license-end', async (req, res) => {
    const { license_id, ends_at } = (req.body ?? {}) as { license_id?: unknown; ends_at?: unknown };
    const end = typeof ends_at === 'string' ? new Date(ends_at) : new Date(Number.NaN);
    if (!Number.isInteger(license_id) || Number.isNaN(end.getTime())) return void res.status(400).json({ message: 'license_id and ends_at (ISO) please' });
    const moved = await db.updateTable('license').set({ expired_at: end }).where('id', '=', license_id as number).where('expired_at', 'is not', null).executeTakeFirst();
    res.json({ updated: Number(moved.numUpdatedRows) });
  });
  // A licence's last validation moved into the past (the seat table marks seats unused for N days), for the same reason.
  router.post('/license-last-validated', async (req, res) => {
    const { license_id, at } = (req.body ?? {}) as { license_id?: unknown; at?: unknown };
    const when = typeof at === 'string' ? new Date(at) : new Date(Number.NaN);
    if (!Number.isInteger(license_id) || Number.isNaN(when.getTime())) return void res.status(400).json({ message: 'license_id and at (ISO) please' });
    const moved = await db.updateTable('license').set({ last_validated_at: when }).where('id', '=', license_id as number).where('status', '=', 1).executeTakeFirst();
    res.json({ updated: Number(moved.numUpdatedRows) });
  });
  // An order's payment moved into the past (the refund period ends REFUND_DAYS after it), for the same reason.
  router.post('/order-paid-at', async (req, res) => {
    const { order_no, paid_at } = (req.body ?? {}) as { order_no?: unknown; paid_at?: unknown };
    const at = typeof paid_at === 'string' ? new Date(paid_at) : new Date(Number.NaN);
    if (typeof order_no !== 'string' || Number.isNaN(at.getTime())) return void res.status(400).json({ message: 'order_no and paid_at (ISO) please' });
    const moved = await db.updateTable('order').set({ pay_time: at }).where('order_no', '=', order_no).where('pay_status', '=', 1).executeTakeFirst();
    res.json({ updated: Number(moved.numUpdatedRows) });
  });
  // A member of staff of a role, enrolled and signed in (issue #33): browser tests of the back office's screens start
  // from it; the sign-in itself, with its second factor, has its own tests. Never mounted in production.
  router.post('/staff-session', async (req, res) => {
    const { role, username } = (req.body ?? {}) as { role?: unknown; username?: unknown };
    if (typeof role !== 'string' || !(STAFF_ROLES as readonly string[]).includes(role)) return void res.status(400).json({ message: `role: one of ${STAFF_ROLES.join(', ')}` });
    if (username !== undefined && (typeof username !== 'string' || !/^[\w.-]{1,64}$/.test(username))) return void res.status(400).json({ message: 'username: letters, digits, . _ -' });
    res.json(await staffSessionFor(db, new Date(), role as StaffRole, username));
  });
  router.get('/page-views', async (_req, res) => {
    res.json((await recentPageViews(db)).map((view) => ({ ...view, created_at: view.created_at.toISOString() })));
  });
  router.get('/mailbox', async (_req, res) => {
    const mails = await newestMails(db);
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to_address)} · ${mail.created_at.toISOString()}</p>
<ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
<pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('<hr>');
    res.type('html').send(`<!doctype html><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font:14px system-ui;max-width:60rem;margin:2rem auto;color:#1f2937}pre{white-space:pre-wrap;background:#f3f4f6;padding:1rem}</style>
<h1>Development mailbox</h1><p>Every mail the upstream sent, newest first. Not present in production.</p>${items || '<p>No mail yet.</p>'}`);
  });
  return router;
};
