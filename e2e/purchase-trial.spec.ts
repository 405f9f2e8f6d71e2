import { choose, expect, originOf, placeOrder, signedInBuyer, storeSession, test } from './fixtures.ts';
import { approveOnSandbox, orderNoOf, orderState, text } from './purchase.ts';

// The one-yuan trial: its own questions, its own success page, one per person.
test.describe('purchase', () => {
  test('the one-yuan trial: asks position, purpose, company and the agreement; no redirect after paying; a second one is refused up front', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const t = text.zh;
    // the page's clock: time flows, and the test moves it on past the success page's countdown
    await page.clock.install();
    const { token, origin } = await signedInBuyer(page, baseURL!, 'zh');
    const buyTrial = async () => {
      await page.goto(`${origin}/buy/orderForm/16/1`);
      const form = page.getByRole('form', { name: t.form });
      await expect(form.getByRole('radio', { name: t.wechat })).toHaveAttribute('aria-checked', 'true');
      await expect(form.getByRole('radio', { name: t.bank })).toHaveCount(0);
      await expect(form.getByLabel(t.quantity, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: t.cart })).toContainText(t.sevenDays);
      await expect(page.getByTestId('order-total')).toHaveText('¥1');
      await choose(page, t.position, '学生');
      await choose(page, t.purpose, '个人学习');
      await form.getByLabel(t.company, { exact: true }).fill('潮望测试');
      await form.getByRole('button', { name: t.next }).click();
      await form.getByRole('checkbox', { name: t.agreement }).check();
      await form.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${origin}/buy/checkStand/[^/]+/1$`));
      return orderNoOf(page);
    };

    // the form's own messages first
    await page.goto(`${origin}/buy/orderForm/16/1`);
    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('button', { name: t.next }).click();
    await expect(form.getByText('请选择职位')).toBeVisible();
    await expect(form.getByText('请选择用途')).toBeVisible();
    await expect(form.getByText('请输入公司名称')).toBeVisible();
    await choose(page, t.position, '学生');
    await choose(page, t.purpose, '个人学习');
    await form.getByLabel(t.company, { exact: true }).fill('潮望测试');
    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(form.getByText('请先同意用户协议')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/16/1?step=review`);
    // the edit icons lead back to step 1, the details kept
    await form.getByRole('button', { name: t.editDetails }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/16/1`);
    await expect(form.getByLabel(t.company, { exact: true })).toHaveValue('潮望测试');

    const first = await buyTrial();
    // the race the refund is kept for: a second trial placed before the first is paid
    const raced = await placeOrder(baseURL!, token, { licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' });
    await expect(page.getByRole('tab')).toHaveText([t.alipay, t.wechat]);
    await approveOnSandbox(page, context, 'zh');
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/1?orderNo=${encodeURIComponent(first)}`);
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    await expect(page.getByRole('region', { name: t.trialReady })).toBeVisible();
    expect((await orderState(baseURL!, token, first)).order.state).toBe('PAID');
    // no countdown: still here after the 5 s a normal order waits, moved on the page's clock
    await expect(page.getByText(/秒后前往授权管理/)).toHaveCount(0);
    await page.clock.runFor(6_000);
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/1?orderNo=${encodeURIComponent(first)}`);

    // a second trial is refused on the form, before any payment, in both languages
    for (const [language, summary] of [['zh', '订单摘要'], ['en', 'Order summary']] as const) {
      const site = originOf(baseURL!, language);
      if (language === 'en') await storeSession(page, site, token);
      await page.goto(`${site}/buy/orderForm/16/1`);
      await expect(page.getByRole('region', { name: summary }).getByRole('alert')).toHaveText(text[language].refunded);
      const trialForm = page.getByRole('form', { name: text[language].form });
      await trialForm.getByRole('button', { name: text[language].next }).click();
      await expect(trialForm.getByRole('button', { name: text[language].pay, exact: true })).toHaveCount(0);
    }

    // the raced one, paid after the first, is refunded
    await page.goto(`${origin}/buy/checkStand/${raced}/1`);
    await approveOnSandbox(page, context, 'zh');
    await expect(page.getByRole('alert')).toHaveText(t.refunded);
    expect((await orderState(baseURL!, token, raced)).order).toMatchObject({ tradeStatus: 4, state: 'REFUNDED' });
  });
});
