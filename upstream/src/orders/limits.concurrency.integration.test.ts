import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInAnswer } from '../../../contract/index.ts';
import { SECOND } from '../domain/clock.ts';
import { LIMITS } from '../runtime/rate-limit.ts';
import { activeUser, freshAccount, freshIp, from, outbox, signIn, signUp, solveCaptcha } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

/**
 * Limits hold when the attempts arrive together: 50 requests are sent at once, so a check that read the count and
 * wrote the hit in two steps would let them all through. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('rate limits under 50 simultaneous requests', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const PARALLEL = 50;
  const login = (body: Record<string, string>, ip: string) =>
    t.api<SignInAnswer>('/user/login', { method: 'POST', json: body, headers: from(ip, 'en') });
  const tally = (answers: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it('50 wrong passwords for one account from 50 addresses: only the free checks are made, the rest wait', async () => {
    const owner = await activeUser(t, freshAccount('target'));
    const attempts = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const ip = freshIp();
        return { ip, captcha: await solveCaptcha(t, ip) };
      }),
    );
    const answers = await Promise.all(attempts.map(({ ip, captcha }) => login({ username: owner.username, password: 'Wrong12345', ...captcha }, ip)));
    // 400 = the password was checked (and was wrong); 429 = refused before any check.
    expect(tally(answers)).toEqual({ 400: LIMITS.signInAccount.limit, 429: PARALLEL - LIMITS.signInAccount.limit });
    const waits = answers.filter((a) => a.status === 429).map((a) => a.headers.get('retry-after'));
    expect(new Set(waits)).toEqual(new Set(['1']));

    // The owner, from an address of their own, signs in once the wait has passed.
    t.clock.advance(SECOND);
    expect((await signIn(t, owner.username, owner.password)).body.statusCode).toBe(200);
  });

  it('50 wrong passwords at once for an account already slowed: one is checked, and the next wait doubles', async () => {
    const owner = await activeUser(t, freshAccount('slowed'));
    for (let i = 0; i < LIMITS.signInAccount.limit; i++) expect((await signIn(t, owner.username, 'Wrong12345')).status).toBe(400);
    t.clock.advance(SECOND);
    const attempts = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const ip = freshIp();
        return { ip, captcha: await solveCaptcha(t, ip) };
      }),
    );
    const answers = await Promise.all(attempts.map(({ ip, captcha }) => login({ username: owner.username, password: 'Wrong12345', ...captcha }, ip)));
    expect(tally(answers)).toEqual({ 400: 1, 429: PARALLEL - 1 });
    expect(new Set(answers.filter((a) => a.status === 429).map((a) => a.headers.get('retry-after')))).toEqual(new Set(['2']));
    t.clock.advance(2 * SECOND);
    expect((await signIn(t, owner.username, owner.password)).body.statusCode).toBe(200);
  });

  it('50 wrong sign-ins from one address: only the address limit of them are checked', async () => {
    const ip = freshIp();
    const captchas = await Promise.all(Array.from({ length: PARALLEL }, () => solveCaptcha(t, ip)));
    const answers = await Promise.all(captchas.map((captcha, i) => login({ username: `nobody_${i}_${ip}`, password: 'Wrong12345', ...captcha }, ip)));
    expect(tally(answers)).toEqual({ 400: LIMITS.signInFailures.limit, 429: PARALLEL - LIMITS.signInFailures.limit });
    expect(answers.find((a) => a.status === 429)!.body.messages).toMatch(/^Too many failed sign-in attempts; please try again in 15 minutes$/);
  });

  it('70 captchas asked for at once from one address: exactly 60 are issued', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 70 }, () => t.api('/user/captcha', { headers: from(ip) })));
    expect(tally(answers)).toEqual({ 200: LIMITS.captcha.limit, 429: 70 - LIMITS.captcha.limit });
  });

  it('50 activation resends at once from one address: only the address limit of them are answered', async () => {
    const ip = freshIp();
    const user = await signUp(t);
    t.clock.advance(LIMITS.mailBurst.windowMs);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.api('/user/resendActiveMail', { method: 'POST', json: { id: user.id }, headers: from(ip) })),
    );
    expect(tally(answers)).toEqual({ 200: LIMITS.resendActivation.limit, 429: PARALLEL - LIMITS.resendActivation.limit });
    // …and of the accepted ones, one mail a minute reaches the address: the sign-up mail and one resend.
    expect((await outbox(t)).filter((mail) => mail.to === user.email)).toHaveLength(2);
  });

  it('50 password-reset requests at once for one account send one mail', async () => {
    const user = await activeUser(t, freshAccount('reset'));
    t.clock.advance(LIMITS.mailBurst.windowMs);
    const before = (await outbox(t)).filter((mail) => mail.to === user.email).length;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.api('/user/send/retrievePasswordMail', { method: 'POST', json: { username: user.username, email: user.email }, headers: from(freshIp()) }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 429: PARALLEL - 1 });
    expect((await outbox(t)).filter((mail) => mail.to === user.email).length - before).toBe(1);
  });
});
