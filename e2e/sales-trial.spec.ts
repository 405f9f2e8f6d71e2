import { coverageLagDays } from '../contract/rules.ts';
import { expectNoAxeViolations } from './axe.ts';
import { adminCli, captchaButton, captchaCode, expect, originOf, signedInBuyer, test } from './fixtures.ts';
import { coverage, expectNoSidewaysScroll, fillTrial, freshEmail, mailsTo, noticeFor, SALES_EMAIL, shownMessages, text } from './sales.ts';

// The company trial application: its messages, the server's checks, the mails, and staff granting the trial.
test.describe('trial application', () => {
  test('English: from /sale, every message in order, the coverage date, success, both mails, and a staff grant shows in licence management', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.en;
    const { origin, account } = await signedInBuyer(page, baseURL!, 'en');
    await page.goto(`${origin}/sale`);
    await page.getByRole('link', { name: 'Apply for a free company trial' }).click();
    await expect(page).toHaveURL(`${origin}/trial/15`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Red Team Enterprise for 7 days');
    await expect(page.getByTestId('coverage')).toHaveText(`The trial includes the vulnerabilities updated before ${coverage(coverageLagDays(false))}.`);
    await expect(page).toHaveTitle(/Apply for a free trial of Red Team Enterprise/);

    const form = page.getByRole('form', { name: t.trialForm });
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.trialMessages]);
    // checked on change and blur: a wrong address is named as soon as the box is left
    await form.getByLabel(t.email, { exact: true }).fill('not-an-address');
    await form.getByLabel(t.company, { exact: true }).focus();
    await expect(form.getByText(t.badEmail)).toBeVisible();
    await expectNoAxeViolations(page);

    const email = freshEmail('trial-en');
    await fillTrial(page, baseURL!, 'en', email);
    await expect(shownMessages(page)).toHaveCount(0);
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/trialSuccess/15`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.trialReceived);
    await page.getByRole('button', { name: t.download }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Windows', 'macOS', 'Linux']);
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    const [confirmation] = await mailsTo(baseURL!, email, t.trialMail);
    expect(confirmation.subject).toBe('We received your Tidewatch trial request (Red Team Enterprise)');
    const notice = await noticeFor(baseURL!, '[Trial #', email);
    expect(notice.text).toContain(`Email / 邮箱: ${email}`);
    // typed HTML stays text in the mail
    expect(notice.html).toContain('Analytical &lt;b&gt;Engines&lt;/b&gt;');
    const leadId = /#(\d+)/.exec(notice.subject)![1];

    // staff: the request is listed, granted, and the licence appears in the applicant's licence management
    expect(adminCli(baseURL!, 'leads', '--kind', 'trial', '--state', 'new')).toMatch(new RegExp(`^${leadId}\\s+trial\\s+new`, 'm'));
    expect(adminCli(baseURL!, 'grant-trial', leadId)).toContain(`is in the licence management of ${account.username}`);
    await page.goto(`${origin}/center/licenseManagement`);
    await expect(page.getByRole('row').filter({ hasText: 'Red Team Enterprise' }).filter({ hasText: '7 days' })).toHaveCount(1);
  });

  test('Chinese on a phone: from the Blue Team introduction, messages in order, the server refusing a wrong code, then success and the Chinese mail', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.zh;
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = originOf(baseURL!, 'zh');
    await page.goto(`${origin}/sale`);
    await page.getByTestId('blue-team').getByRole('link', { name: '申请免费试用' }).click();
    await expect(page).toHaveURL(`${origin}/trial/17`);
    await expect(page.getByTestId('coverage')).toHaveText(`试用版包含 ${coverage(coverageLagDays(false))} 之前更新的漏洞。`);
    await expectNoSidewaysScroll(page);

    const form = page.getByRole('form', { name: t.trialForm });
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.trialMessages]);
    await expectNoAxeViolations(page);

    const email = freshEmail('trial-zh');
    await fillTrial(page, baseURL!, 'zh', email);
    const usedUp = (await captchaButton(page).getAttribute('data-uuid'))!;
    await form.getByLabel(t.code, { exact: true }).fill('ZZZZ');
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(form.getByRole('alert').first()).toHaveText(t.wrongCaptcha);
    await expect(form.getByLabel(t.code, { exact: true })).toHaveValue('');
    // the refused code used the captcha up: a new one is shown
    await expect(captchaButton(page)).not.toHaveAttribute('data-uuid', usedUp);
    await form.getByLabel(t.code, { exact: true }).fill(await captchaCode(baseURL!, (await captchaButton(page).getAttribute('data-uuid'))!));
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/trialSuccess/17`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.trialReceived);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const [mail] = await mailsTo(baseURL!, email, t.trialMail);
    expect(mail.subject).toMatch(/^我们已收到您的潮望试用申请（.+）$/);
    expect(mail.text).toContain('Ada Lovelace，您好：');
    await mailsTo(baseURL!, SALES_EMAIL, '[Trial #');
  });
});
