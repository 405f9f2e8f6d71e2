import { apiChangePassword, apiSignIn, captchaButton, createAccount, expect, originOf, signInText, signInThroughForm, solveCaptcha, test, type Language } from './fixtures.ts';
import { noSession, signInMessages, storedSession, text } from './accounts.ts';

// Signing in: the form's messages, a refused attempt, the return URL, a session the server has ended.
for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`sign in (${language})`, () => {
    test('messages come one at a time in the spec order; an unticked agreement shakes the checkbox for 1 s', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const labels = signInText[language];
      const [needLogin, needPassword, needCode, needAgreement] = signInMessages[language];
      await page.goto(`${origin}/signIn`);
      const form = page.getByRole('form', { name: labels.form });
      const submit = form.getByRole('button', { name: labels.submit, exact: true });
      const alerts = form.getByRole('alert');
      await expect(alerts).toHaveCount(0);

      await submit.click();
      await expect(alerts).toHaveText([needLogin]);
      await form.getByLabel(labels.login, { exact: true }).fill('someone');
      await submit.click();
      await expect(alerts).toHaveText([needPassword]);
      await form.getByLabel(labels.password, { exact: true }).fill('Secret123');
      await submit.click();
      await expect(alerts).toHaveText([needCode]);
      await form.getByLabel(labels.code, { exact: true }).fill('abcd');

      // The agreement: its message, and the box shakes (data-shaking) for about a second.
      const box = form.getByRole('checkbox', { name: labels.agreement });
      await expect(box).not.toHaveAttribute('data-shaking');
      await box.evaluate((element) => {
        const changes: { shaking: boolean; at: number }[] = [];
        (window as unknown as { shakeChanges: typeof changes }).shakeChanges = changes;
        new MutationObserver(() => changes.push({ shaking: element.hasAttribute('data-shaking'), at: performance.now() })).observe(element, {
          attributes: true,
          attributeFilter: ['data-shaking'],
        });
      });
      await submit.click();
      await expect(alerts).toHaveText([needAgreement]);
      await expect(box).toHaveAttribute('data-shaking', '');
      await expect(box).not.toHaveAttribute('data-shaking', { timeout: 3_000 });
      const changes = await page.evaluate(() => (window as unknown as { shakeChanges: { shaking: boolean; at: number }[] }).shakeChanges);
      expect(changes.map((change) => change.shaking)).toEqual([true, false]);
      const shookFor = changes[1].at - changes[0].at;
      expect(shookFor).toBeGreaterThanOrEqual(900);
      expect(shookFor).toBeLessThanOrEqual(1_400);
      await expect(page).toHaveURL(`${origin}/signIn`);
    });
  });
}

test.describe('sign in and the session', () => {
  test('a failed sign-in refreshes the captcha and clears the code box', async ({ page, baseURL }) => {
    const language = 'en';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/signIn`);
    await expect(captchaButton(page)).toHaveAttribute('data-uuid', /.+/);
    const firstUuid = (await captchaButton(page).getAttribute('data-uuid'))!;
    const firstImage = await captchaButton(page).locator('img').getAttribute('src');

    await signInThroughForm(page, baseURL!, language, account.username, 'Wrong1234');
    const form = page.getByRole('form', { name: signInText[language].form });
    await expect(form.getByRole('alert')).toHaveText(text[language].refused);
    await expect(captchaButton(page)).not.toHaveAttribute('data-uuid', firstUuid);
    await expect(captchaButton(page).locator('img')).not.toHaveAttribute('src', firstImage!);
    await expect(form.getByLabel(signInText[language].code, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(signInText[language].login, { exact: true })).toHaveValue(account.username);
    await expect(page).toHaveURL(`${origin}/signIn`);

    // The new captcha works.
    await form.getByLabel(signInText[language].password, { exact: true }).fill(account.password);
    await solveCaptcha(page, baseURL!, form.getByLabel(signInText[language].code, { exact: true }));
    await form.getByRole('button', { name: signInText[language].submit, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/center/profile`);
  });

  test('a return URL is honoured after sign-in', async ({ page, baseURL }) => {
    const language = 'en';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/center/profile`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fcenter%2Fprofile`);
    await signInThroughForm(page, baseURL!, language, account.username, account.password);
    await expect(page).toHaveURL(`${origin}/center/profile`);
    await expect(page.getByRole('region', { name: text[language].profile })).toContainText(account.username);
  });

  test('a revoked token sends the user to sign-in with the return URL and clears the session', async ({ page, baseURL }) => {
    const language = 'zh';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/signIn`);
    await signInThroughForm(page, baseURL!, language, account.username, account.password);
    await expect(page).toHaveURL(`${origin}/center/profile`);
    expect((await storedSession(page)).token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // Changing the password from another session signs this one out.
    const elsewhere = await apiSignIn(baseURL!, account);
    await apiChangePassword(baseURL!, elsewhere, account.password, 'Elsewhere123');

    await page.goto(`${origin}/center/profile`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fcenter%2Fprofile`);
    await expect.poll(() => storedSession(page)).toEqual(noSession);
    await expect(page.getByRole('banner').getByRole('link', { name: text[language].signIn, exact: true })).toBeVisible();
  });

  test('a token the server no longer knows sends the user to sign-in with the return URL and clears the session', async ({ page, baseURL }) => {
    const language = 'en';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/signIn`);
    await signInThroughForm(page, baseURL!, language, account.username, account.password);
    await expect(page).toHaveURL(`${origin}/center/profile`);

    await page.evaluate(() => localStorage.setItem('token', 'expired-or-made-up-token'));
    await page.goto(`${origin}/center/profile`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fcenter%2Fprofile`);
    await expect.poll(() => storedSession(page)).toEqual(noSession);
    await expect(page.getByRole('banner').getByRole('link', { name: text[language].signIn, exact: true })).toBeVisible();
  });
});
