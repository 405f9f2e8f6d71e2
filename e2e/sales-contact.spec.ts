import { expectNoAxeViolations } from './axe.ts';
import { adminCli, choose, expect, originOf, test, workerSlot } from './fixtures.ts';
import { expectNoSidewaysScroll, freshEmail, mailsTo, noticeFor, SALES_EMAIL, shownMessages, text } from './sales.ts';

// Talk to our sales team: its messages, the phone and user-count rules, the mails, the staff's list.
test.describe('talk to our sales team', () => {
  test('English: from the Enterprise card, messages in order, a bad number of users, success with the 2-working-day promise and both mails', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.en;
    const origin = originOf(baseURL!, 'en');
    await page.goto(`${origin}/sale`);
    await page.getByTestId('edition-enterprise').getByRole('link', { name: 'Contact sales' }).click();
    await expect(page).toHaveURL(`${origin}/chat/15`);
    await expect(page.getByText(/^Red Team Enterprise$/i)).toBeVisible();

    const form = page.getByRole('form', { name: t.chatForm });
    await form.getByLabel(t.users, { exact: true }).fill('');
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.chatMessages]);
    await expectNoAxeViolations(page);

    const email = freshEmail('sales-en');
    await form.getByLabel(t.name, { exact: true }).fill('Grace Hopper');
    await form.getByLabel(t.phone, { exact: true }).fill('+44 20 7946 0958');
    await form.getByLabel(t.emailOptional, { exact: true }).fill(email);
    await choose(page, t.country, t.countryOption);
    await choose(page, t.position, t.positionOption);
    await choose(page, t.use, 'Vulnerability management');
    await form.getByLabel(t.company, { exact: true }).fill('Compilers Inc');
    for (const users of ['0', '-1', 'abc']) {
      await form.getByLabel(t.users, { exact: true }).fill(users);
      await expect(shownMessages(page)).toHaveText([t.badUsers]);
    }
    await form.getByLabel(t.users, { exact: true }).fill('25');
    await form.getByLabel(t.message, { exact: true }).fill('<script>alert(1)</script> We would like a demo.');
    await expect(shownMessages(page)).toHaveCount(0);
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/chatSuccess/15`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chatReceived);
    await expect(page.getByText(t.twoDays)).toBeVisible();
    await expect(page.getByRole('button', { name: t.download })).toBeVisible();
    await expectNoAxeViolations(page);

    const [confirmation] = await mailsTo(baseURL!, email, t.chatMail);
    expect(confirmation.subject).toBe('We received your message to the Tidewatch sales team (Red Team Enterprise)');
    const notice = await noticeFor(baseURL!, '[Sales #', email);
    expect(notice.text).toContain('Users / 用户数: 25');
    expect(notice.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const leadId = /#(\d+)/.exec(notice.subject)![1];
    expect(adminCli(baseURL!, 'leads', '--kind', 'sales')).toMatch(new RegExp(`^${leadId}\\s+sales\\s+new`, 'm'));
    const csv = adminCli(baseURL!, 'export-leads');
    expect(csv.split('\r\n')[0]).toMatch(/^id,kind,state,owner,edition,name,email,mobile/);
    expect(csv).toContain(`'+44 20 7946 0958`);
  });

  test('Chinese on a phone: from the Blue Team introduction, a 12-digit or lettered phone refused, success without email: only the sales team is mailed', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.zh;
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = originOf(baseURL!, 'zh');
    await page.goto(`${origin}/sale`);
    await page.getByTestId('blue-team').getByRole('link', { name: '联系销售' }).click();
    await expect(page).toHaveURL(`${origin}/chat/17`);
    await expectNoSidewaysScroll(page);

    const form = page.getByRole('form', { name: t.chatForm });
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.chatMessages]);
    await expectNoAxeViolations(page);

    const company = `移动端公司 ${Date.now().toString(36)}${workerSlot}`;
    await form.getByLabel(t.name, { exact: true }).fill('张三');
    for (const phone of ['138001380001', '1380013800a']) {
      await form.getByLabel(t.phone, { exact: true }).fill(phone);
      await expect(form.getByText(t.badPhone)).toBeVisible();
    }
    await form.getByLabel(t.phone, { exact: true }).fill('13800138000');
    await choose(page, t.country, t.countryOption);
    await choose(page, t.position, t.positionOption);
    await choose(page, t.use, '漏洞管理');
    await form.getByLabel(t.company, { exact: true }).fill(company);
    await expect(shownMessages(page)).toHaveCount(0);
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/chatSuccess/17`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chatReceived);
    await expect(page.getByText(t.twoDays, { exact: false }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const notices = await mailsTo(baseURL!, SALES_EMAIL, '[Sales #');
    const notice = notices.find((mail) => mail.subject.endsWith(company))!;
    expect(notice.text).toContain('Email / 邮箱: —');
    expect(notice.text).toContain('Phone / 电话: 13800138000');
  });
});
