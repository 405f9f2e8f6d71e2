import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's findings on the page as it is now, one line each (rule, help, the first nodes), whatever their impact. */
export const axeViolations = async (page: Page, { include }: { include?: string } = {}) => {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`,
  );
};

/**
 * axe (WCAG 2.1 A and AA) on the page as it is now: no violation at all, of any impact. `include` narrows it
 * to one part (a CSS selector such as `main`), for a spec about that part alone.
 */
export const expectNoAxeViolations = async (page: Page, options: { include?: string } = {}) => {
  expect(await axeViolations(page, options), `axe on ${page.url()}`).toEqual([]);
};
