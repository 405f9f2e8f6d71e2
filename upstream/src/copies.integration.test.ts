import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnPlugin, SignInAnswer, User } from '../../contract/index.ts';
import { editions } from './seed/editions.ts';
import { HOUR } from './domain/clock.ts';
import { sandboxNotifications } from './payments/sandbox-notifications-job.ts';
import { activeUser, freshAccount, freshIp, from, signUpBody, solveCaptcha, tokenFor } from './testing/accounts.ts';
import { TEST_ADMIN_TOKEN, type TestUpstream } from './testing/api.ts';
import { startUpstreamCopies } from './testing/copies.ts';
import { buyer, isPaid, paidOrder, placeOrder, qrPayment, redTeam, sandboxPress } from './testing/orders.ts';
import { filesOf, manifestOf, zip } from './testing/packages.ts';

/**
 * Two upstream copies on one database, as behind a load balancer: whatever one copy starts, the other continues,
 * because nothing that must be shared lives in one process (DESIGN, "Several copies of each part").
 */
let copies: Awaited<ReturnType<typeof startUpstreamCopies>>;
let a: TestUpstream;
let b: TestUpstream;
beforeAll(async () => {
  // the first copy's sandbox would notify only after an hour: its timer plays a process that dies before it fires
  copies = await startUpstreamCopies(2, { options: (index) => (index === 0 ? { notifyDelays: [HOUR, HOUR] } : {}) });
  [a, b] = copies.copies;
});
afterAll(() => copies.close());

/** The same request's path on another copy (a sandbox checkout URL names the copy that opened the payment). */
const on = (copy: TestUpstream, url: string) => `${copy.upstream.origin}${new URL(url).pathname}${new URL(url).search}`;

describe('accounts across copies', () => {
  it('a captcha made on one copy is accepted once by the other', async () => {
    const ip = freshIp();
    const body = await signUpBody(a, freshAccount('across'), ip);
    const signedUp = await b.api<{ id: number }>('/user/register', { method: 'POST', json: body, headers: from(ip) });
    expect(signedUp.body.statusCode).toBe(200);
    const again = await a.api('/user/register', { method: 'POST', json: { ...body, ...freshAccount('again') }, headers: from(ip) });
    expect(again.body).toMatchObject({ statusCode: 400 });
  });

  it('a session made on one copy is honoured by the other, and signing out on either ends it on both', async () => {
    const user = await activeUser(a, freshAccount('session'));
    const { token } = await tokenFor(b, user.username, user.password);
    const info = (copy: TestUpstream) => copy.api<User>('/user/info', { headers: from(freshIp(), 'en', token) });
    expect((await info(a)).body.data.username).toBe(user.username);
    expect((await b.api('/user/signOut', { method: 'POST', json: {}, headers: from(freshIp(), 'en', token) })).body.statusCode).toBe(200);
    expect((await info(a)).status).toBe(401);
    expect((await info(b)).status).toBe(401);
  });

  it('the per-address sign-in limit counts attempts on both copies, also when twelve arrive at once', async () => {
    const user = await activeUser(a, freshAccount('limited'));
    const ip = freshIp();
    const captchas = await Promise.all(Array.from({ length: 12 }, (_, i) => solveCaptcha(i % 2 ? a : b, ip)));
    const answers = await Promise.all(
      captchas.map(({ uuid, code }, i) =>
        (i % 2 ? b : a).api<SignInAnswer>('/user/login', { method: 'POST', json: { username: user.username, password: 'Wrong1234', uuid, code }, headers: from(ip, 'en') }),
      ),
    );
    const statuses = answers.map((answer) => answer.body.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });
});

describe('secrets every copy shares', () => {
  it('a licence signed by one copy verifies with the public key the other publishes', async () => {
    const alice = await buyer(a);
    await paidOrder(a, alice);
    const [license] = (await alice.get<{ lists: { id: number }[] }>('/license/list')).body.data.lists;
    const file = await (
      await fetch(`${a.upstream.apiUrl}/license/generateById?license_id=${license.id}&mid=ABCDEFGH12345678abcdefgh87654321`, { headers: { authorization: `Bearer ${alice.token}` } })
    ).text();
    const [keyOfA, keyOfB] = await Promise.all([a, b].map(async (copy) => (await fetch(`${copy.upstream.apiUrl}/license/public-key`)).text()));
    expect(keyOfB).toBe(keyOfA);
    const { payload } = await jwtVerify(file, await importSPKI(keyOfB, 'EdDSA'), { issuer: 'tidewatch' });
    expect(payload.license_id).toBe(license.id);
  });

  it('a QR payment opened on one copy and approved on the other copy’s sandbox page is paid (one sandbox key)', async () => {
    const bob = await buyer(a);
    const orderNo = await placeOrder(bob, redTeam);
    const checkout = await qrPayment(bob, orderNo);
    expect(new URL(checkout).origin).toBe(a.upstream.origin);
    await sandboxPress(on(b, checkout), 'pay');
    await expect.poll(isPaid(bob, orderNo)).toBe(true);
  });

  it('without ADMIN_TOKEN, copies (on PostgreSQL: started at the same moment) agree on one generated admin token', async () => {
    const together = await startUpstreamCopies(2, { adminToken: null, together: true });
    try {
      // a wrong token makes each copy look its token up (on PGlite it is generated at the first look)
      const wrong = await Promise.all(together.copies.map((copy) => fetch(`${copy.upstream.origin}/admin/orders`, { headers: { authorization: 'Bearer not-the-admin-token' } })));
      expect(wrong.map((answer) => answer.status)).toEqual([401, 401]);
      const { value } = await together.db.selectFrom('secret').select('value').where('name', '=', 'admin_token').executeTakeFirstOrThrow();
      for (const copy of together.copies) {
        const answer = await fetch(`${copy.upstream.origin}/admin/orders?limit=1`, { headers: { authorization: `Bearer ${value}` } });
        expect(answer.status).toBe(200);
      }
      const secrets = await together.db.selectFrom('secret').select('name').execute();
      expect(secrets.length).toBe(new Set(secrets.map((secret) => secret.name)).size);
      // one demo catalogue, whichever copy loaded it
      const loaded = await together.db.selectFrom('edition').select('id').execute();
      expect(loaded).toHaveLength(editions.length);
    } finally {
      await together.close();
    }
  });
});

describe('extension packages across copies', () => {
  it('a package uploaded through one copy and approved through the other is downloaded through either, byte for byte', async () => {
    const dave = await buyer(a);
    const bytes = zip(filesOf(manifestOf({ publisher: 'copies', name: 'across', version: '1.0.0' })));
    const form = new FormData();
    form.append('package', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
    const uploaded = await a.api<OwnPlugin>('/plugin/upload', { method: 'POST', body: form, headers: from(freshIp(), 'en', dave.token) });
    expect(uploaded.body.statusCode).toBe(200);
    const approved = await fetch(`${b.upstream.origin}/api/staff/review/uploads/${uploaded.body.data.upload_id}/approve`, { method: 'POST', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(approved.status).toBe(200);
    const { version_hash } = await copies.db.selectFrom('plugin_version').select('version_hash').where('id', '=', uploaded.body.data.upload_id).executeTakeFirstOrThrow();
    for (const copy of [a, b]) {
      const download = await fetch(`${copy.upstream.apiUrl}/plugin-download/version_hash/${version_hash}`);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    }
  });
});

describe('background work across copies', () => {
  it('the outbox job of two copies ticking at once sends a mail left unsent once, by one of them', async () => {
    // a mail stored by a copy that died before sending it
    const { id } = await copies.db
      .insertInto('outbox')
      .values({ to_address: 'left-behind@example.com', subject: 'Left behind', text: 'text', html: '<p>html</p>', links: '[]', attachments: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ran = await Promise.all([a.upstream.runJobs(), b.upstream.runJobs()]);
    expect(ran.flat().filter((job) => job === 'mail-outbox')).toHaveLength(1);
    const row = await copies.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, next_attempt_at: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('the notification of a payment approved on a copy that went away is sent by the other copy’s job, once', async () => {
    const carol = await buyer(b);
    const orderNo = await placeOrder(carol, redTeam);
    // opened on the second copy (the provider notifies it), approved on the first, which goes away before notifying
    const checkout = await qrPayment(carol, orderNo);
    await sandboxPress(on(a, checkout), 'pay');
    await copies.stop(a);
    expect(await isPaid(carol, orderNo)()).toBe(false);
    copies.clock.advance(sandboxNotifications.everyMs);
    const ran = await Promise.all([b.upstream.runJobs(), b.upstream.runJobs()]);
    expect(ran.flat().filter((job) => job === 'sandbox-notifications')).toHaveLength(1);
    expect(await isPaid(carol, orderNo)()).toBe(true);
    const payment = await copies.db.selectFrom('sandbox_payment').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ notify_attempts: 1, notify_next_at: null });
    expect(payment.notified_at).toBeInstanceOf(Date);
  });
});
