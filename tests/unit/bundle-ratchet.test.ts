import { describe, expect, it } from 'vitest';
import type { BudgetedRoute } from '../../bench/web/bundle-budget.ts';
import { budgets } from '../../bench/web/budgets.ts';
import { bundleBudgetProblems, KNOWN_DEBT_NOISE_BYTES } from '../../bench/web/bundle-ratchet.ts';

const LIMIT = budgets.initialJsGzip;
/** A size as the gate writes it: '150.0 kB'. */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function route(
  path: string,
  jsGzip: number,
  cssGzip = 12_000,
  otherLanguageTexts: string[] = [],
): BudgetedRoute {
  return {
    route: path,
    locale: path.startsWith('/fr') ? 'fr-CA' : 'en-CA',
    otherLanguageTexts,
    page: `src/pages${path}.tsx`,
    jsFiles: [],
    cssFiles: [],
    jsGzip,
    cssGzip,
    withinBudget: jsGzip <= LIMIT && cssGzip <= budgets.initialCssGzip,
  };
}

describe('the bundle budget gate of npm test', () => {
  const known = { '/login': LIMIT + 9_000 };

  it('passes routes within the budget and a known debt that has not grown beyond chunking noise', () => {
    expect(
      bundleBudgetProblems(
        [route('/', LIMIT), route('/login', LIMIT + 9_000 + KNOWN_DEBT_NOISE_BYTES)],
        known,
      ),
    ).toEqual([]);
  });

  it('refuses a route over the budget that is not a known debt', () => {
    expect(bundleBudgetProblems([route('/blog', LIMIT + 1_000)], known)).toEqual([
      `/blog: initial JS ${kB(LIMIT + 1_000)} is over the ${kB(LIMIT)} budget.`,
    ]);
  });

  it('refuses a known debt that grew by more than the noise', () => {
    expect(
      bundleBudgetProblems([route('/login', LIMIT + 9_000 + KNOWN_DEBT_NOISE_BYTES + 1)], known),
    ).toEqual([
      `/login: initial JS ${kB(LIMIT + 9_100)} grew past the ${kB(LIMIT + 9_000)} recorded in knownOverBudget.`,
    ]);
  });

  it('asks to take a paid-off debt off the list', () => {
    expect(bundleBudgetProblems([route('/login', LIMIT - 500)], known)).toEqual([
      `/login: now within the budget (${kB(LIMIT - 500)}); take it off knownOverBudget in bench/web/budgets.ts.`,
    ]);
  });

  it('never lets the home route be a known debt, and holds every route to the CSS budget', () => {
    expect(
      bundleBudgetProblems(
        [route('/', LIMIT + 1_000), route('/login', LIMIT, budgets.initialCssGzip + 1)],
        { '/': LIMIT + 5_000, '/login': LIMIT + 9_000 },
      ),
    ).toEqual([
      `/: initial JS ${kB(LIMIT + 1_000)} is over the ${kB(LIMIT)} budget.`,
      '/login: initial CSS 40.0 kB is over the budget.',
      `/login: now within the budget (${kB(LIMIT)}); take it off knownOverBudget in bench/web/budgets.ts.`,
    ]);
  });

  it('refuses a French page whose first load carries English texts (decision 103)', () => {
    expect(
      bundleBudgetProblems(
        [route('/fr/book-now', LIMIT, 12_000, ['shared/catalogue/en-CA/site.ts'])],
        {},
      ),
    ).toEqual([
      "/fr/book-now: its first load has the other language's texts (shared/catalogue/en-CA/site.ts).",
    ]);
    expect(bundleBudgetProblems([route('/fr/book-now', LIMIT)], {})).toEqual([]);
  });
});
