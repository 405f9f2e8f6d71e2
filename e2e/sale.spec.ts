import type { Price_EditionFragment as EditionPrices } from '../client/src/gql/graphql.ts';
import { expect, graph, originOf, test, type Language } from './fixtures.ts';

interface Prices extends EditionPrices {
  id: string;
}
const pricesQuery =
  '{ editions { id monthAmount yearAmount monthOriginalAmount yearOriginalAmount dollarMonthAmount dollarYearAmount dollarMonthOriginalAmount dollarYearOriginalAmount } }';

const text = {
  zh: {
    cards: ['社区版', '漏洞扫描版', '红队版', '企业版'],
    monthly: '3 个月',
    yearly: '12 个月',
    perMonths: '/ 3 个月',
    perYear: '/ 年',
    subscribe: '立即订阅',
    download: '免费下载',
    contact: '联系销售',
    blueTeam: '蓝队企业版',
    phone: '400-820-2026',
    tel: 'tel:4008202026',
    valueAdded: '增值',
    trial: '开始 7 天体验',
    trialOffer: '¥1 体验红队版 7 天',
    // the sandbox of the e2e stack serves PayPal, Alipay and WeChat Pay; bank transfer is always offered
    footnote: '价格以人民币计，按用户计。以人民币支付：支付宝、微信支付或对公转账。以美元支付：PayPal。',
  },
  en: {
    cards: ['Community', 'Vul Scan', 'Red Team', 'Enterprise'],
    monthly: '3 months',
    yearly: '12 months',
    perMonths: '/ 3 months',
    perYear: '/ year',
    subscribe: 'Subscribe',
    download: 'Free download',
    contact: 'Contact sales',
    blueTeam: 'Blue Team Enterprise',
    phone: '+86 21 6100 2026',
    tel: 'tel:+862161002026',
    valueAdded: 'Value-added',
    trial: 'Start the 7-day trial',
    trialOffer: 'Red Team for 7 days for $1',
    footnote: 'Prices in US dollars, per user. Paid in US dollars: PayPal or bank transfer. Paid in Chinese yuan: Alipay or WeChat Pay.',
  },
} as const;

/** Yuan on the Chinese site, US dollars on the English one; whole numbers with thousands separators. */
const money = (amount: number, language: Language) =>
  (language === 'zh' ? '¥' : '$') + new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount);

const termPrices = (edition: Prices, language: Language) =>
  language === 'zh'
    ? { month: [edition.monthAmount, edition.monthOriginalAmount], year: [edition.yearAmount, edition.yearOriginalAmount] }
    : { month: [edition.dollarMonthAmount, edition.dollarMonthOriginalAmount], year: [edition.dollarYearAmount, edition.dollarYearOriginalAmount] };

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`sale page (${language})`, () => {
    const t = text[language];

    test('shows the four editions with ticks, crosses and value-added tags, in a 1360 px container', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/sale');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(4);
      for (const [index, name] of t.cards.entries()) {
        const card = page.getByRole('article', { name, exact: true });
        await expect(card).toBeVisible();
        await expect(cards.nth(index)).toHaveAccessibleName(name);
        await expect(card.locator('li[data-included="true"]').first()).toBeVisible();
        await expect(card.locator('li[data-included="false"]').first()).toBeVisible();
      }
      await expect(page.getByRole('article', { name: t.cards[2], exact: true }).getByText(t.valueAdded).first()).toBeVisible();
      const container = await page.getByTestId('sale-container').boundingBox();
      expect(container?.width).toBe(1360);
    });

    for (const [cardIndex, editionId] of [[1, 14], [2, 13]] as const) {
      test(`switches ${text.en.cards[cardIndex]} between 3 and 12 months, prices and Subscribe following`, async ({ page, baseURL }) => {
        const { editions } = await graph<{ editions: Prices[] }>(page, baseURL!, pricesQuery);
        const prices = termPrices(editions.find((edition) => Number(edition.id) === editionId)!, language);
        await page.goto(originOf(baseURL!, language) + '/sale');
        const card = page.getByRole('article', { name: t.cards[cardIndex], exact: true });
        const monthly = card.getByRole('radio', { name: t.monthly });
        const yearly = card.getByRole('radio', { name: t.yearly });
        const price = card.getByTestId('price');
        const subscribe = card.getByRole('link', { name: t.subscribe });

        await expect(monthly).toHaveAttribute('aria-checked', 'true');
        await expect(price).toContainText(money(prices.month[0], language));
        await expect(price).toContainText(t.perMonths);
        await expect(card.getByTestId('original-price')).toHaveText(money(prices.month[1], language));
        await expect(subscribe).toHaveAttribute('href', `/buy/orderForm/${editionId}/0?period=3`);

        await yearly.click();
        await expect(yearly).toHaveAttribute('aria-checked', 'true');
        await expect(price).toContainText(money(prices.year[0], language));
        await expect(price).toContainText(t.perYear);
        await expect(card.getByTestId('original-price')).toHaveText(money(prices.year[1], language));
        await expect(subscribe).toHaveAttribute('href', `/buy/orderForm/${editionId}/0?period=12`);

        // the pressed term stays chosen when pressed again
        await yearly.click();
        await expect(yearly).toHaveAttribute('aria-checked', 'true');
        await monthly.click();
        await expect(price).toContainText(money(prices.month[0], language));
        await expect(subscribe).toHaveAttribute('href', `/buy/orderForm/${editionId}/0?period=3`);
      });
    }

    test('prices in the currency of the language, with thousands separators', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/sale');
      const prices = page.getByTestId('price');
      await expect(prices).toHaveCount(2);
      for (const price of await prices.all()) {
        await expect(price).toContainText(language === 'zh' ? '¥' : '$');
        await expect(price).not.toContainText(language === 'zh' ? '$' : '¥');
      }
      // the Red Team's yearly price is over a thousand in both currencies
      const redTeam = page.getByRole('article', { name: t.cards[2], exact: true });
      await redTeam.getByRole('radio', { name: t.yearly }).click();
      await expect(redTeam.getByTestId('price')).toContainText(/\d,\d{3}/);
    });

    test('sends Community to the download block and Enterprise and Blue Team to the sales form', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/sale');
      await expect(page.getByRole('article', { name: t.cards[0], exact: true }).getByRole('link', { name: t.download })).toHaveAttribute('href', '/#dl');
      await expect(page.getByRole('article', { name: t.cards[3], exact: true }).getByRole('link', { name: t.contact })).toHaveAttribute('href', '/chat/15');
      const blueTeam = page.getByRole('region', { name: t.blueTeam });
      await expect(blueTeam.getByRole('link', { name: t.contact })).toHaveAttribute('href', '/chat/17');
      await expect(blueTeam.getByRole('link', { name: new RegExp(t.phone.replace(/[+]/g, '\\+')) })).toHaveAttribute('href', t.tel);
      await expect(blueTeam).toContainText(t.phone);

      await page.getByRole('article', { name: t.cards[0], exact: true }).getByRole('link', { name: t.download }).click();
      await expect(page).toHaveURL(/\/#dl$/);
      await expect(page.locator('#dl')).toBeVisible();
    });

    test('offers the one-yuan 7-day trial in the currency of the language', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/sale');
      const offer = page.getByText(t.trialOffer);
      await expect(offer).toBeVisible();
      await expect(page.getByRole('link', { name: t.trial })).toHaveAttribute('href', '/buy/orderForm/16/1');
    });

    test('names the payment methods the site offers, in the upstream’s order and words, as one list in the language', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/sale');
      await expect(page.getByTestId('sale-footnote')).toHaveText(t.footnote);
    });
  });
}
