/**
 * The page numbers a pager shows: the first and the last, the current page with its neighbours,
 * and `null` for each gap of two or more pages (a gap of one shows its page instead).
 */
export function pageRange(page: number, total: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((number) => number >= 1 && number <= total)
    .sort((a, b) => a - b);
  const range: (number | null)[] = [];
  for (const number of shown) {
    const previous = range.at(-1);
    if (typeof previous === 'number' && number - previous === 2) range.push(previous + 1);
    else if (typeof previous === 'number' && number - previous > 2) range.push(null);
    range.push(number);
  }
  return range;
}
