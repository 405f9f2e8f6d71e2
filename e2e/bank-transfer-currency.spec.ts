import { expect, test, type Language } from './fixtures.ts';
import { noSidewaysScroll } from './license-after-sale.ts';
import { money, onRedTeamOrderForm, orderNoOf } from './purchase.ts';

// Issue #32 item 8: a bank transfer charges the site's currency — US dollars on the English site, into an
// international account with its SWIFT/BIC code and addresses (demo data), yuan on the Chinese site into the domestic
// account. The form says so before the method is chosen; the transfer page shows the account of the order's currency.

const said = {
  en: {
    hint: 'Bank transfer in US dollars, confirmed within 24 hours',
    account: '1109 0821 3432 802',
    swift: 'CMBCCNBS',
    addresses: ['No. 156 Fuxingmennei Street, Xicheng District, Beijing 100031, China', 'Room 1203, Tower B, No. 9 Kexueyuan South Road, Haidian District, Beijing 100190, China'],
  },
  zh: { hint: '人民币对公转账，24 小时内确认', account: '1109 0821 3410 601', swift: null, addresses: [] },
} as const;

const VIEWPORTS = [
  { name: '1440 px', size: { width: 1440, height: 900 } },
  { name: '390 px', size: { width: 390, height: 844 } },
];

for (const language of ['en', 'zh'] as Language[]) {
  for (const viewport of VIEWPORTS) {
    test(`a bank transfer is in the site's currency, into that currency's account (${language}, ${viewport.name})`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const s = said[language];
      await page.setViewportSize(viewport.size);
      const { t, prices, origin, form } = await onRedTeamOrderForm(page, baseURL!, language);
      const [amount, currency] = language === 'en' ? [prices.dollarMonthAmount, 'USD' as const] : [prices.monthAmount, 'RMB' as const];

      // before it is chosen, the method says which currency it charges
      const bank = form.getByRole('radio', { name: t.bank });
      await expect(bank).toHaveAccessibleDescription(s.hint);
      await bank.click();
      await expect(page.getByTestId('order-total')).toHaveText(money(amount, currency));
      // the site's own currency needs no explaining
      await expect(page.getByTestId('currency-note')).toHaveCount(0);

      await form.getByRole('button', { name: t.next }).click();
      await form.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/buy\/checkStand\//);
      const orderNo = orderNoOf(page);
      await page.getByRole('link', { name: t.bankPage }).click();
      await expect(page).toHaveURL(`${origin}/buy/pay?orderNo=${encodeURIComponent(orderNo)}`);

      await expect(page.getByTestId('remittance-amount')).toHaveText(money(amount, currency));
      await expect(page.getByTestId('account-number')).toHaveText(s.account);
      if (s.swift) await expect(page.getByTestId('swift-code')).toHaveText(s.swift);
      else await expect(page.getByTestId('swift-code')).toHaveCount(0);
      for (const address of s.addresses) await expect(page.getByText(address, { exact: true })).toBeVisible();
      await expect(page.getByTestId('currency-note')).toHaveCount(0);
      await noSidewaysScroll(page);
      // axe checks the page the test ends on: the transfer page
    });
  }
}
