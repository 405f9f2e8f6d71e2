import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../domain/clock.ts';
import { LEAD_LIMITS } from './sales.ts';
import { freshIp, outbox, solveCaptcha } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { applyForTrial, contactSales, salesRequest, storedLeads, trialRequest } from '../testing/sales.ts';

describe('trial requests and sales contacts', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  /** Runs a request that must be refused and checks that nothing was stored and no mail was kept. */
  const refusedWithNothingStored = async (send: () => Promise<{ body: { statusCode: number; messages: string } }>) => {
    const [leadsBefore, mailsBefore] = [(await storedLeads(t)).length, (await outbox(t)).length];
    const { body } = await send();
    expect(body.statusCode).not.toBe(200);
    expect((await storedLeads(t)).length).toBe(leadsBefore);
    expect((await outbox(t)).length).toBe(mailsBefore);
    return body;
  };

  describe('GET /license/trial', () => {
    it('stores the request with every field and mails the applicant in English and the sales team', async () => {
      const request = trialRequest();
      const { body } = await applyForTrial(t, request, { lang: 'en-US,en;q=0.9' });
      expect(body).toMatchObject({ statusCode: 200, data: { message: expect.stringMatching(/^Success!/) } });
      const [lead] = await storedLeads(t);
      expect(lead).toMatchObject({
        id: body.data.id,
        kind: 'trial',
        state: 'new',
        edition_id: 13,
        name: request.name,
        email: request.email,
        country: 'GB',
        company: request.company,
        position: 'security_engineer',
        use: 'penetration_testing',
        locale: 'en',
        mobile: null,
      });
      const mails = await outbox(t);
      const confirmation = mails.find((m) => m.to === request.email)!;
      expect(confirmation.subject).toBe('We received your Tidewatch trial request (Red Team)');
      expect(confirmation.text).toContain(`Your request number is ${lead.id}`);
      expect(confirmation.links).toEqual(['http://en.localhost:8080/trialSuccess/13']);
      const notice = mails.find((m) => m.to === 'sales@tidewatch.example' && m.subject.startsWith(`[Trial #${lead.id}]`))!;
      expect(notice.text).toContain(`Email / 邮箱: ${request.email}`);
      expect(notice.text).toContain('Job title / 职位: Security Engineer');
      expect(notice.text).toContain(`grant-trial ${lead.id}`);
    });

    it('mails a Chinese applicant in Chinese, dictionary values in Chinese', async () => {
      const request = trialRequest({ license_type_id: 15 });
      const { body } = await applyForTrial(t, request, { lang: 'zh-CN' });
      expect(body.data.message).toMatch(/^提交成功！/);
      const confirmation = (await outbox(t)).find((m) => m.to === request.email)!;
      expect(confirmation.subject).toBe('我们已收到您的潮望试用申请（红队企业版）');
      expect(confirmation.text).toContain(`${request.name}，您好：`);
      expect(confirmation.links).toEqual(['http://localhost:8080/trialSuccess/15']);
    });

    it('uses the captcha up: the same code cannot send a second request', async () => {
      const ip = freshIp();
      const captcha = await solveCaptcha(t, ip);
      const first = await applyForTrial(t, { ...trialRequest(), uuid: captcha.uuid, code: captcha.code }, { ip });
      expect(first.body.statusCode).toBe(200);
      const again = await refusedWithNothingStored(() => applyForTrial(t, { ...trialRequest(), uuid: captcha.uuid, code: captcha.code }, { ip }));
      expect(again).toMatchObject({ statusCode: 400, messages: 'The verification code has expired or was already used; please refresh it' });
    });

    it('refuses a wrong captcha code, and that captcha is then used up', async () => {
      const ip = freshIp();
      const captcha = await solveCaptcha(t, ip);
      const wrong = await refusedWithNothingStored(() => applyForTrial(t, { ...trialRequest(), uuid: captcha.uuid, code: 'zzzz' }, { ip }));
      expect(wrong.messages).toBe('The verification code is incorrect; please enter the new one');
      const right = await refusedWithNothingStored(() => applyForTrial(t, { ...trialRequest(), uuid: captcha.uuid, code: captcha.code }, { ip }));
      expect(right.messages).toMatch(/already used/);
    });

    it.each([
      ['name', '', 'Please enter the first and last name', '请输入姓名'],
      ['email', '', 'Please enter your email.', '请输入邮箱。'],
      ['email', 'not-an-address', 'Please enter the correct email address.', '请输入正确的邮箱地址。'],
      ['country', '', 'Please select the country', '请选择国家'],
      ['country', 'Atlantis', 'Please select the country', '请选择国家'],
      ['company', '', 'Please enter company name', '请输入公司名称'],
      ['position', '', 'Please enter your job title', '请输入您的职位'],
      ['use', '   ', 'Please enter your purpose of use', '请输入使用目的'],
      ['code', '', 'Please enter verification', '请输入验证码'],
      ['mid', 'ABC', 'Please enter the correct MID', '请输入正确的 MID'],
      ['license_type_id', 999, 'The edition does not exist', '该版本不存在'],
    ])('refuses %s = %s with the message in both languages and stores nothing', async (field, value, english, chinese) => {
      const en = await refusedWithNothingStored(() => applyForTrial(t, trialRequest({ [field]: value }), { lang: 'en' }));
      expect(en).toMatchObject({ statusCode: 400, messages: english });
      const zh = await refusedWithNothingStored(() => applyForTrial(t, trialRequest({ [field]: value }), { lang: 'zh-CN' }));
      expect(zh.messages).toBe(chinese);
    });

    it('refuses overlong text (a 129-character name, 10 kB of company) in both languages and stores nothing', async () => {
      for (const [field, value, english, chinese] of [
        ['name', 'x'.repeat(129), 'At most 128 characters', '最多 128 个字符'],
        ['company', 'x'.repeat(10240), 'At most 255 characters', '最多 255 个字符'],
      ]) {
        expect((await refusedWithNothingStored(() => applyForTrial(t, trialRequest({ [field]: value }), { lang: 'en' }))).messages).toBe(english);
        expect((await refusedWithNothingStored(() => applyForTrial(t, trialRequest({ [field]: value }), { lang: 'zh-CN' }))).messages).toBe(chinese);
      }
    });

    it('accepts one request per address and edition in 30 days (any letter case); another edition is a new request', async () => {
      const request = trialRequest();
      expect((await applyForTrial(t, request)).body.statusCode).toBe(200);
      t.clock.advance(2 * MINUTE); // past the mail limit of the address
      const repeat = await refusedWithNothingStored(() => applyForTrial(t, { ...request, email: request.email.toUpperCase() }));
      expect(repeat.messages).toMatch(/^A trial of this edition was already requested with this email address; you can request it again after \d{4}-\d{2}-\d{2}$/);
      expect((await applyForTrial(t, { ...request, license_type_id: 16 })).body.statusCode).toBe(200);
      t.clock.advance(30 * DAY);
      expect((await applyForTrial(t, request)).body.statusCode).toBe(200);
    });

    it('limits the requests of one address per hour', async () => {
      const ip = freshIp();
      for (let i = 0; i < LEAD_LIMITS.trial.limit; i++) expect((await applyForTrial(t, trialRequest(), { ip })).body.statusCode).toBe(200);
      const limited = await refusedWithNothingStored(() => applyForTrial(t, trialRequest(), { ip }));
      expect(limited).toMatchObject({ statusCode: 429, messages: expect.stringMatching(/^Too many trial requests from your network; please try again in \d+ minutes$/) });
      expect((await applyForTrial(t, trialRequest())).body.statusCode).toBe(200);
    });
  });

  describe('POST /contact', () => {
    it('stores every field and mails the applicant and the sales team', async () => {
      const request = salesRequest();
      const { body } = await contactSales(t, request);
      expect(body).toMatchObject({ statusCode: 200, data: { message: expect.stringContaining('within 2 working days') } });
      const [lead] = await storedLeads(t);
      expect(lead).toMatchObject({ kind: 'sales', state: 'new', edition_id: 17, mobile: '13800138000', quantity: 25, comment: request.comment, locale: 'en' });
      const mails = await outbox(t);
      expect(mails.find((m) => m.to === request.email)?.subject).toBe('We received your message to the Tidewatch sales team (Blue Team Enterprise)');
      const notice = mails.find((m) => m.subject.startsWith(`[Sales #${lead.id}]`))!;
      expect(notice.to).toBe('sales@tidewatch.example');
      expect(notice.text).toContain('Users / 用户数: 25');
    });

    it('without an address only the sales team is mailed; the number of users defaults to 1', async () => {
      const { email: _email, quantity: _quantity, ...request } = salesRequest();
      const before = (await outbox(t)).length;
      const { body } = await contactSales(t, request, { lang: 'zh-CN' });
      expect(body.data.message).toBe('提交成功！我们已收到您的留言，销售团队将在 2 个工作日内与您联系。');
      const [lead] = await storedLeads(t);
      expect(lead).toMatchObject({ email: '', quantity: 1, locale: 'zh' });
      const mails = await outbox(t);
      expect(mails.length).toBe(before + 1);
      expect(mails[0].to).toBe('sales@tidewatch.example');
    });

    it('keeps HTML in a message as text: stored as typed, escaped in every mail', async () => {
      const comment = '<script>alert(1)</script><b>bold</b>';
      const request = salesRequest({ comment, name: '<img src=x onerror=alert(1)>' });
      expect((await contactSales(t, request)).body.statusCode).toBe(200);
      const [lead] = await storedLeads(t);
      expect(lead.comment).toBe(comment);
      for (const mail of (await outbox(t)).slice(0, 2)) {
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('<img');
        expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      }
      expect((await outbox(t))[0].html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;');
    });

    it('in Chinese the phone is a mainland mobile number; in English any phone number', async () => {
      for (const mobile of ['138001380001', '1380013800a', 'abcdefghijk', '23800138000']) {
        const body = await refusedWithNothingStored(() => contactSales(t, salesRequest({ mobile }), { lang: 'zh-CN' }));
        expect(body.messages).toBe('请输入正确的手机号码');
      }
      expect((await contactSales(t, salesRequest({ mobile: '+44 20 7946 0958' }))).body.statusCode).toBe(200);
      const letters = await refusedWithNothingStored(() => contactSales(t, salesRequest({ mobile: 'call me' })));
      expect(letters.messages).toBe('Please enter the correct phone number');
    });

    it.each([
      ['name', '', 'Please enter the first and last name'],
      ['mobile', '', 'Please enter your phone number'],
      ['email', 'nope', 'Please enter the correct email address.'],
      ['country', '', 'Please select country'],
      ['position', '', 'Please enter your job title'],
      ['use', '', 'Please select your purpose of use'],
      ['use', 'mining', 'Please select your purpose of use'],
      ['company', '', 'Please enter your company'],
      ['quantity', 0, 'The number of users must be a whole number from 1 to 100000'],
      ['quantity', -1, 'The number of users must be a whole number from 1 to 100000'],
      ['quantity', 'abc', 'The number of users must be a whole number from 1 to 100000'],
      ['quantity', '1e3', 'The number of users must be a whole number from 1 to 100000'],
      ['quantity', 2.5, 'The number of users must be a whole number from 1 to 100000'],
    ])('refuses %s = %s and stores nothing', async (field, value, message) => {
      const body = await refusedWithNothingStored(() => contactSales(t, salesRequest({ [field]: value })));
      expect(body).toMatchObject({ statusCode: 400, messages: message });
    });

    it('refuses 10 kB of message and stores nothing', async () => {
      const body = await refusedWithNothingStored(() => contactSales(t, salesRequest({ comment: 'x'.repeat(10240) })));
      expect(body).toMatchObject({ statusCode: 400, messages: 'The message must be at most 2000 characters' });
    });

    it('answers the contract messages in Chinese on the Chinese site', async () => {
      const body = await refusedWithNothingStored(() => contactSales(t, salesRequest({ quantity: 'abc' }), { lang: 'zh-CN' }));
      expect(body.messages).toBe('用户数须为 1 到 100000 之间的整数');
      const long = await refusedWithNothingStored(() => contactSales(t, salesRequest({ comment: 'x'.repeat(10240) }), { lang: 'zh-CN' }));
      expect(long.messages).toBe('留言最多 2000 个字符');
    });

    it('accepts a quantity sent as a string of digits', async () => {
      expect((await contactSales(t, salesRequest({ quantity: '40' }))).body.statusCode).toBe(200);
      expect((await storedLeads(t))[0].quantity).toBe(40);
    });

    it('limits the messages of one address per hour', async () => {
      const ip = freshIp();
      for (let i = 0; i < LEAD_LIMITS.sales.limit; i++) expect((await contactSales(t, salesRequest(), { ip })).body.statusCode).toBe(200);
      const limited = await refusedWithNothingStored(() => contactSales(t, salesRequest(), { ip }));
      expect(limited.statusCode).toBe(429);
      t.clock.advance(LEAD_LIMITS.sales.windowMs);
      expect((await contactSales(t, salesRequest(), { ip })).body.statusCode).toBe(200);
    });
  });
});
