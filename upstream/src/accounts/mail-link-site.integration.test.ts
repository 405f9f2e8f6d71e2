import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../runtime/rate-limit.ts';
import { activeUser, freshAccount, lastMailTo } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

// Issue #32: a mail's links go back to the site the browser used when it is one the site answers on (the gateway names
// it in X-Site-Origin), and to the configured site for any other name, so a forged Host never reaches a mail.
describe('the site a mail links to', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const resetLinkFrom = async (siteOrigin: string) => {
    const user = await activeUser(t, freshAccount('site'));
    t.clock.advance(LIMITS.mailBurst.windowMs);
    const { body } = await t.api('/user/send/retrievePasswordMail', {
      method: 'POST',
      json: { username: user.username, email: user.email },
      headers: { 'accept-language': 'zh-CN', 'x-site-origin': siteOrigin },
    });
    expect(body.statusCode).toBe(200);
    return new URL((await lastMailTo(t, user.email)).links[0]!);
  };

  it('links to this machine’s own address on the site’s port when the browser used it', async () => {
    expect((await resetLinkFrom('http://127.0.0.1:8080')).origin).toBe('http://127.0.0.1:8080');
  });

  it('links to the configured site when the browser named a host the site does not answer on', async () => {
    expect((await resetLinkFrom('http://evil.example:8080')).origin).toBe('http://localhost:8080');
  });
});
