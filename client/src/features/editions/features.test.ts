import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { featuresOf } from './features.ts';

describe('sale cards', () => {
  it('lists ticks and crosses on every card and value-added tags on the paid red-team editions', () => {
    for (const [card, features] of Object.entries(featuresOf)) {
      expect(features.some((feature) => feature.included), card).toBe(true);
      expect(features.some((feature) => !feature.included), card).toBe(true);
      expect(new Set(features.map((feature) => feature.label.id)).size, `${card} repeats a line`).toBe(features.length);
    }
    expect(featuresOf.redTeam.some((feature) => feature.valueAdded)).toBe(true);
    expect(featuresOf.enterprise.some((feature) => feature.valueAdded)).toBe(true);
    expect(featuresOf.community.some((feature) => feature.valueAdded)).toBe(false);
  });

  it('sends Subscribe to the order form with the chosen term and Contact sales to the sales form', () => {
    expect(paths.orderForm.href(13, 0, 3)).toBe('/buy/orderForm/13/0?period=3');
    expect(paths.orderForm.href(14, 0, 12)).toBe('/buy/orderForm/14/0?period=12');
    expect(paths.orderForm.href(16, 1)).toBe('/buy/orderForm/16/1');
    expect(paths.chat.href(15)).toBe('/chat/15');
    expect(paths.chat.href(17)).toBe('/chat/17');
  });
});
