import { FIGURE_BAR_PX, FIGURE_LINE_PX } from '#shared/today-frame-sizes.ts';
import type { todayLabels } from '#shared/catalogue/en-CA/admin-core.ts';

/*
 * Decision 160: the console's Today in the server's shell (personal-page-shells.ts) is what its
 * loading state shows (src/features/console/today/today-loading.tsx): the four sections with their
 * headings and hints, the money cards with their labels, the days' cards with their titles, and
 * skeletons where the figures and rows go, the same sizes (#shared/today-frame-sizes.ts; a list's
 * and a day's hold their empty line, hidden, as the loading state's do). Its
 * rules copy what Mantine's Title, Text, Card and SimpleGrid paint there, so that no heading or
 * hint moves when the app takes the page over; the ids are the shell's own, as the app's page is
 * in the document too (hidden) until the shell goes.
 */

type TodayTexts = typeof todayLabels;

/** Mantine's `xs` and `md` breakpoints (the money cards' row, the days' row). */
const XS = '36em';
const MD = '62em';

export const TODAY_SHELL_STYLE = [
  '.pt-h2{margin:0;font-size:18px;line-height:1.25;font-weight:700;text-wrap:balance}',
  '.pt-h3{margin:0 0 8px;font-size:16px;line-height:1.3;font-weight:700;text-wrap:balance}',
  // today-frame.module.css's .moneyHead: the week's first day under the heading on a phone.
  '.pt-head{display:flex;flex-direction:column;margin-bottom:8px}',
  '.pt-sm{margin:0;font-size:14px;line-height:1.55;color:#495057}',
  // After .pt-sm, whose margin it overrides on a hint.
  '.pt-mb{margin-bottom:8px}',
  '.pt-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}',
  '.pt-card{background:#fff;border:1px solid #dee2e6;border-radius:0.75rem;padding:16px}',
  `.pt-fig{height:${FIGURE_LINE_PX}px;padding:${(FIGURE_LINE_PX - FIGURE_BAR_PX) / 2}px 0}`,
  // An empty list's line (PagedList's) and a day's (the Today screen's), kept hidden.
  '.pt-empty{margin:0;padding:24px 0;text-align:center;visibility:hidden}',
  '.pt-none{margin:0;visibility:hidden}',
  '.pt-fit{width:fit-content}',
  `@media (min-width:${XS}){.pt-money{grid-template-columns:repeat(3,minmax(0,1fr))}.pt-head{flex-direction:row;flex-wrap:wrap;justify-content:space-between;align-items:baseline;column-gap:16px}}`,
  `@media (min-width:${MD}){.pt-days{grid-template-columns:repeat(2,minmax(0,1fr))}}`,
].join('');

/** The four sections, for inside the shell's busy status; `escape` is the shell's text escaper. */
export function todayShellBody(texts: TodayTexts, escape: (text: string) => string): string {
  const heading = (id: string, text: string, extra = '') =>
    `<h2 class="pt-h2${extra}" id="ps-${id}">${escape(text)}</h2>`;
  const money = [texts.HELD, texts.CAPTURED, texts.RELEASED]
    .map(
      (label) =>
        `<div class="pt-card"><p class="pt-sm">${escape(label)}</p>` +
        `<div class="pt-fig"><div class="ps-sk" style="height:${FIGURE_BAR_PX}px;width:60%"></div></div></div>`,
    )
    .join('');
  const list = (id: string, title: string, hint: string, empty: string) =>
    `<section aria-labelledby="ps-${id}">${heading(id, title)}` +
    `<p class="pt-sm pt-mb">${escape(hint)}</p>` +
    `<div class="ps-sk"><p class="pt-empty">${escape(empty)}</p></div></section>`;
  const days = [texts.TODAY, texts.TOMORROW]
    .map(
      (title) =>
        `<div class="pt-card"><h3 class="pt-h3">${escape(title)}</h3>` +
        `<div class="ps-sk pt-fit"><p class="pt-none">${escape(texts.NO_BOOKINGS)}</p></div></div>`,
    )
    .join('');
  return (
    `<section aria-labelledby="ps-today-money"><div class="pt-head">${heading('today-money', texts.MONEY_HEADING)}` +
    // The week's first day is the data's: an empty line of its size, as the loading state has.
    '<p class="pt-sm" aria-hidden="true">&nbsp;</p></div>' +
    `<div class="pt-grid pt-money">${money}</div></section>` +
    list('today-at-risk', texts.AT_RISK_HEADING, texts.AT_RISK_HINT, texts.AT_RISK_EMPTY) +
    list('today-failed', texts.FAILED_HEADING, texts.FAILED_HINT, texts.FAILED_EMPTY) +
    `<section aria-labelledby="ps-today-bookings">${heading('today-bookings', texts.BOOKINGS_HEADING, ' pt-mb')}` +
    `<div class="pt-grid pt-days">${days}</div></section>`
  );
}
