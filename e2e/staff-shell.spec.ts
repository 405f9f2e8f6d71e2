import { expect, originOf, signedInBuyer, signedInStaff, test, type Language } from './fixtures.ts';

// Issue #33: the back office's frame. A member sees their name, their role and the sections of that role; a buyer's
// session is no one there, and the graph's staff fields refuse a buyer's token.
const words = {
  zh: { title: '管理后台', reviewer: '审核员', sections: '管理后台栏目', review: '扩展审核', money: '款项', audit: '审计日志' },
  en: { title: 'Back office', reviewer: 'Reviewer', sections: 'Back-office sections', review: 'Extension review', money: 'Money', audit: 'Audit log' },
} as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the back office's frame (${language})`, () => {
    const w = words[language];

    test('a reviewer sees their name, their role and only the review section', async ({ page, baseURL }) => {
      const member = await signedInStaff(page, baseURL!, 'reviewer');
      await page.goto(`${originOf(baseURL!, language)}/admin`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByTestId('staff-me')).toHaveText(`${member.username} · ${w.reviewer}`);
      const sections = page.getByRole('navigation', { name: w.sections });
      await expect(sections.getByRole('link', { name: w.review })).toBeVisible();
      await expect(sections.getByRole('link', { name: w.money })).toHaveCount(0);
      await expect(sections.getByRole('link', { name: w.audit })).toHaveCount(0);
    });

    test("a buyer's token gets FORBIDDEN from the graph's staff fields", async ({ page, baseURL }) => {
      const { token } = await signedInBuyer(page, baseURL!, language);
      const response = await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': language },
        body: JSON.stringify({ query: '{ staffMe { username role } }' }),
      });
      const answer = (await response.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
}
