import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe (WCAG 2.1 A and AA) on the page as it is now: no violation of serious or critical impact. `include`
 * narrows it to one part (a CSS selector such as `main`), for a spec about that part alone.
 */
export const expectNoSeriousAxeViolations = async (page: Page, { include }: { include?: string } = {}) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
};
