import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, originOf, test, type Language } from './fixtures.ts';

interface Group {
  key: string;
  name: string;
  lists: { key: string; title: string; content: string }[];
}
const groupFields = '{ key name lists { key title content } }';

/** The groups in a language, asked as the client asks (x-locale), since Node does not resolve en.localhost. */
const groupsOf = async (page: Page, baseURL: string, language: Language, field: 'faqGroups' | 'featureGroups') => {
  const response = await page.request.post(`${baseURL}/graphql`, { data: { query: `{ ${field} ${groupFields} }` }, headers: { 'x-locale': language } });
  return ((await response.json()) as { data: Record<typeof field, Group[]> }).data[field];
};

const text = {
  zh: {
    faq: '常见问题',
    features: '看清每一项资产，验证每一个漏洞。',
    friends: '友情链接',
    linkToAnswer: /^本条链接/,
    fofa: /^FOFA\s?（在新标签页打开）$/,
    waf: /^SafeLine WAF\s?（在新标签页打开）$/,
    kinds: ['网络空间搜索引擎', 'Web 应用防火墙'],
  },
  en: {
    faq: 'Frequently asked questions',
    features: 'See every asset. Prove every vulnerability.',
    friends: 'Friend links',
    linkToAnswer: /^Link to this answer/,
    fofa: /^FOFA \(opens in a new tab\)$/,
    waf: /^SafeLine WAF \(opens in a new tab\)$/,
    kinds: ['Network-space search engine', 'Web application firewall'],
  },
} as const;

const han = /[\u4e00-\u9fff]/;

/** The page does not scroll sideways: first its own content (main), then the whole document with header and footer. */
const expectNoSidewaysScroll = async (page: Page) => {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`),
  );
  expect(overflowing, `${page.url()}: content wider than the viewport`).toEqual([]);
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, `${page.url()} scrolls sideways (the content fits, so the header or footer does not)`).toBeLessThanOrEqual(clientWidth);
};

for (const language of ['zh', 'en'] as Language[]) {
  const origin = (baseURL: string) => originOf(baseURL, language);

  test.describe(`features page (${language})`, () => {
    test('renders every group with its entries, in its language', async ({ page, baseURL }) => {
      const groups = await groupsOf(page, baseURL!, language, 'featureGroups');
      expect(groups.length).toBeGreaterThanOrEqual(4);
      await page.goto(origin(baseURL!) + '/features');
      await expect(page.getByRole('heading', { level: 1, name: text[language].features })).toBeVisible();
      for (const group of groups) {
        const section = page.getByRole('region', { name: group.name, exact: true });
        await expect(section.getByRole('heading', { level: 2, name: group.name, exact: true })).toBeVisible();
        await expect(section.locator(':scope > ul > li')).toHaveCount(group.lists.length);
        for (const entry of group.lists) await expect(section.getByRole('heading', { level: 3, name: entry.title, exact: true })).toBeVisible();
      }
      expect(han.test(groups[0].name)).toBe(language === 'zh');
      await expect(page).toHaveTitle(new RegExp(language === 'zh' ? '^功能' : '^Features'));
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`FAQ page (${language})`, () => {
    test('renders every group with its questions, all closed', async ({ page, baseURL }) => {
      const groups = await groupsOf(page, baseURL!, language, 'faqGroups');
      expect(groups.length).toBeGreaterThanOrEqual(5);
      expect(groups.flatMap((group) => group.lists).length).toBeGreaterThanOrEqual(20);
      await page.goto(origin(baseURL!) + '/faq');
      await expect(page.getByRole('heading', { level: 1, name: text[language].faq })).toBeVisible();
      for (const group of groups) {
        const section = page.getByRole('region', { name: group.name, exact: true });
        await expect(section.getByRole('heading', { level: 2, name: group.name, exact: true })).toBeVisible();
        for (const entry of group.lists) {
          await expect(section.getByRole('button', { name: entry.title, exact: true })).toHaveAttribute('aria-expanded', 'false');
        }
      }
      await expect(page).toHaveTitle(new RegExp(`^${text[language].faq}`));
      await expectNoAxeViolations(page);
    });

    test('opens and closes an answer from the keyboard, and moves between questions with the arrows', async ({ page, baseURL }) => {
      const [first] = await groupsOf(page, baseURL!, language, 'faqGroups');
      await page.goto(origin(baseURL!) + '/faq');
      const question = page.getByRole('button', { name: first.lists[0].title, exact: true });
      const next = page.getByRole('button', { name: first.lists[1].title, exact: true });
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      const answer = page.getByRole('region', { name: first.lists[0].title, exact: true });
      await expect(answer).toBeVisible();
      await expect(answer.getByRole('link', { name: text[language].linkToAnswer })).toHaveAttribute('href', `/faq#${first.lists[0].key}`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Space');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
      await page.keyboard.press('ArrowDown');
      await expect(next).toBeFocused();
      await page.keyboard.press('Space');
      await expect(next).toHaveAttribute('aria-expanded', 'true');
    });

    test('a deep link opens its answer and scrolls it into view; each answer links to itself', async ({ page, baseURL }) => {
      const groups = await groupsOf(page, baseURL!, language, 'faqGroups');
      const target = groups.at(-1)!.lists.at(-1)!;
      await page.goto(origin(baseURL!) + `/faq#${target.key}`);
      const question = page.getByRole('button', { name: target.title, exact: true });
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(question).toBeInViewport();
      const answer = page.getByRole('region', { name: target.title, exact: true });
      await expect(answer).toBeVisible();
      // every other answer stays closed
      await expect(page.locator('[data-state="open"][role="region"]')).toHaveCount(1);

      // Following an answer's link on the page (the hash changes, no reload) opens that answer as well.
      const other = groups[1].lists[0];
      await page.goto(origin(baseURL!) + `/faq#${other.key}`);
      const otherAnswer = page.getByRole('region', { name: other.title, exact: true });
      await expect(otherAnswer).toBeVisible();
      await expect(page.getByRole('button', { name: other.title, exact: true })).toBeInViewport();
      await expect(otherAnswer.getByRole('link', { name: text[language].linkToAnswer })).toHaveAttribute('href', `/faq#${other.key}`);
    });
  });

  test.describe(`friend links page (${language})`, () => {
    for (const path of ['/friendLink', '/friendlink']) {
      test(`${path} shows the two outbound cards, opening in a new tab without an opener`, async ({ page, baseURL }) => {
        await page.goto(origin(baseURL!) + path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: text[language].friends })).toBeVisible();
        const cards = page.getByRole('list', { name: text[language].friends }).getByRole('link');
        await expect(cards).toHaveCount(2);
        const fofa = page.getByRole('link', { name: text[language].fofa });
        const waf = page.getByRole('link', { name: text[language].waf });
        await expect(fofa).toHaveAttribute('href', 'https://fofa.info');
        await expect(waf).toHaveAttribute('href', /^https:\/\//);
        for (const kind of text[language].kinds) await expect(page.getByText(kind, { exact: true })).toBeVisible();
        for (const card of [fofa, waf]) {
          await expect(card).toHaveAttribute('target', '_blank');
          await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
        }
        await expect(page).toHaveTitle(new RegExp(`^${text[language].friends}`));
        await expectNoAxeViolations(page);
      });
    }
  });

  test(`the three pages do not scroll sideways at 390 px (${language})`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [first] = await groupsOf(page, baseURL!, language, 'faqGroups');
    const pages = [
      ['/features', page.getByRole('heading', { level: 2 }).first()],
      [`/faq#${first.lists[0].key}`, page.getByRole('region', { name: first.lists[0].title, exact: true })],
      ['/friendLink', page.getByRole('link', { name: text[language].fofa })],
    ] as const;
    for (const [path, content] of pages) {
      await page.goto(origin(baseURL!) + path);
      await expect(content).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
}
