import { captchaButton, expect, isGraphUrl, operationNameOf, originOf, signedInBuyer, test, type Language } from './fixtures.ts';
import { text } from './purchase.ts';

// The spec's states where something is missing or failing (§8): an order that is not there, an edition that is
// not there, a discount of nothing, a captcha the network did not bring.
const words = {
  zh: {
    notExist: '请求的资源不存在',
    noEdition: '该版本不存在，请在下方选择一个版本。',
    network: '网络连接异常，请稍后重试',
    retry: '重试',
    code: '验证码',
  },
  en: {
    notExist: 'The requested resource does not exist',
    noEdition: 'This edition does not exist. Please choose one of the editions below.',
    network: 'The network connection is abnormal, please try again later',
    retry: 'Retry',
    code: 'Verification code',
  },
} as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`missing and failing states (${language})`, () => {
    const w = words[language];
    const t = text[language];

    test('the payment-failure page of an order that is not the visitor’s says it does not exist, with no Pay Now', async ({ page, baseURL }) => {
      const { origin } = await signedInBuyer(page, baseURL!, language);
      await page.goto(`${origin}/buy/payResultError/TW20990101000000000000`);
      await expect(page.getByRole('heading', { name: t.failed })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(w.notExist);
      await expect(page.getByRole('button', { name: t.payNow })).toHaveCount(0);
    });

    test('an edition that does not exist goes to the pricing page, saying so', async ({ page, baseURL }) => {
      const { origin } = await signedInBuyer(page, baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/999/0`);
      await expect(page).toHaveURL(`${origin}/sale`);
      await expect(page.locator('[data-toast="warning"]').getByText(w.noEdition)).toBeVisible();
    });

    test('the one-yuan trial has no discount line', async ({ page, baseURL }) => {
      const { origin } = await signedInBuyer(page, baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/16/1`);
      await expect(page.getByTestId('order-total')).toHaveText(/^[¥$]1$/);
      await expect(page.getByTestId('list-price')).toHaveText(/^[¥$]1$/);
      await expect(page.getByTestId('discount-amount')).toHaveCount(0);
      await expect(page.getByRole('region', { name: language === 'zh' ? '订单摘要' : 'Order summary' })).not.toContainText('−');
    });

    test('a captcha the network did not bring says so and offers Retry, which brings it', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      let offline = true;
      await page.route(isGraphUrl, async (route) => {
        const operation = operationNameOf(route.request());
        if (offline && operation === 'RequestCaptcha') await route.abort('internetdisconnected');
        else await route.fallback();
      });
      await page.goto(`${origin}/signIn`);
      const code = page.getByLabel(w.code, { exact: true });
      await expect(page.getByRole('alert').filter({ hasText: w.network })).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      offline = false;
      await page.getByRole('button', { name: w.retry }).click();
      await expect(captchaButton(page)).toHaveAttribute('data-uuid', /.+/);
      await expect(page.getByRole('alert').filter({ hasText: w.network })).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.retry })).toHaveCount(0);
    });
  });
}
