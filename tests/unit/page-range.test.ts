import { describe, expect, it } from 'vitest';
import { pageRange } from '../../src/features/blog/page-range.ts';

describe('the blog pager’s page numbers', () => {
  it('shows every page of a short list', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 2)).toEqual([1, 2]);
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and the neighbours of the current page, with a gap for two or more pages', () => {
    expect(pageRange(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageRange(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageRange(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('shows the one page a gap would hide rather than a gap', () => {
    expect(pageRange(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageRange(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
  });
});
