import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { HOUR } from '../domain/clock.ts';
import { LIMITS } from '../runtime/rate-limit.ts';
import { outbox } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

/** A license file mailed to an address: limited per recipient (every mail's hourly limit) and per account. */
describe('mailing license files', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const MID = 'ABCDEFGH12345678abcdefgh87654321';
  let nextAddress = 1;
  const freshAddress = () => `it-${nextAddress++}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const generate = (b: Buyer, params: Record<string, string | number>, lang = 'en') =>
    fetch(`${t.upstream.apiUrl}/license/generateById?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, {
      headers: { authorization: `Bearer ${b.token}`, 'accept-language': lang },
    });
  const licensesOf = async (b: Buyer) => (await b.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
  const mailsTo = async (address: string) => (await outbox(t)).filter((mail) => mail.to === address).length;
  /** A buyer with `count` licenses, the first one already bound to MID (so it can be mailed again and again). */
  const buyerWithLicenses = async (count = 2) => {
    const b = await buyer(t);
    await paidOrder(t, b, { quantity: count });
    const [bound, ...free] = await licensesOf(b);
    expect((await generate(b, { license_id: bound.id, mid: MID })).status).toBe(200);
    return { b, bound, free };
  };

  it('50 mails of one license to one address at once: only the hourly limit of the address go out', async () => {
    const { b, bound } = await buyerWithLicenses();
    const to = freshAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => generate(b, { license_id: bound.id, email: to })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.mailHourly.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMITS.mailHourly.limit);
    expect(await mailsTo(to)).toBe(LIMITS.mailHourly.limit);
    const refused = await answers.find((a) => a.status === 429)!.json();
    expect(refused.messages).toMatch(/^Too many mails have been sent to this address; please try again in \d+ minutes$/);
    expect(Number(answers.find((a) => a.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('50 mails from one account to 50 addresses at once: only the account limit go out', async () => {
    const { b, bound } = await buyerWithLicenses();
    const addresses = Array.from({ length: 50 }, freshAddress);
    const answers = await Promise.all(addresses.map((to) => generate(b, { license_id: bound.id, email: to }, 'zh-CN')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMITS.licenseMail.limit);
    const sent = (await Promise.all(addresses.map(mailsTo))).reduce((sum, n) => sum + n, 0);
    expect(sent).toBe(LIMITS.licenseMail.limit);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe(String(HOUR / 1000));
    expect((await refused.json()).messages).toBe('您的账号发送授权文件邮件过于频繁，请 60 分钟后再试');
    // Without an address the file is still answered: the limit is on mail, not on licenses.
    expect((await generate(b, { license_id: bound.id })).status).toBe(200);
    t.clock.advance(LIMITS.licenseMail.windowMs);
    expect((await generate(b, { license_id: bound.id, email: freshAddress() })).status).toBe(200);
  });

  it('a license mail refused by a limit binds nothing', async () => {
    const { b, bound, free } = await buyerWithLicenses(2);
    const to = freshAddress();
    for (let i = 0; i < LIMITS.mailHourly.limit; i++) expect((await generate(b, { license_id: bound.id, email: to })).status).toBe(200);
    const refused = await generate(b, { license_id: free[0].id, mid: MID, email: to });
    expect(refused.status).toBe(429);
    expect((await licensesOf(b)).find((l) => l.id === free[0].id)).toMatchObject({ status: 0, mid: null });
  });

  it('several license files can be mailed to one address in a row (no one-a-minute limit for them)', async () => {
    const { b, bound } = await buyerWithLicenses();
    const to = freshAddress();
    for (let i = 0; i < 3; i++) expect((await generate(b, { license_id: bound.id, email: to })).status).toBe(200);
    expect(await mailsTo(to)).toBe(3);
  });
});
