import { describe, expect, it } from 'vitest';
import { headingOfFilter, ORDER_FILTERS } from './order-filter.ts';
import { ORDER_STATE_LABELS } from './order-state-label.ts';

const filterLabel = (value: string) => ORDER_FILTERS.find((filter) => filter.value === value)!.label;

describe('order states and filters use one vocabulary', () => {
  it('a paid order reads the word of the Paid filter', () => {
    expect(ORDER_STATE_LABELS.PAID.id).toBe(filterLabel('PAID').id);
  });

  it('an unpaid order reads the word of the To be paid filter', () => {
    expect(ORDER_STATE_LABELS.FAILED.id).toBe(filterLabel('TO_BE_PAID').id);
  });

  it('the heading follows the filter', () => {
    expect(new Set(ORDER_FILTERS.map((filter) => headingOfFilter(filter.value).id)).size).toBe(ORDER_FILTERS.length);
  });
});
