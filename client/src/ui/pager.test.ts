import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pagerItems } from './pager.ts';

describe('pager', () => {
  it('counts pages of 20, with one page for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });

  it('lists every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps beyond seven pages, around the current page', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7, 'gap-after', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap-before', 5, 6, 7, 8, 9, 10]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 8]);
  });

  it('clamps a typed page to the pages that exist', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(99, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBeNull();
  });
});
