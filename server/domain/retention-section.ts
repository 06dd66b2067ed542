import * as en from '#shared/catalogue/en-CA/retention.ts';
import * as fr from '#shared/catalogue/fr-CA/retention.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { periodInWords } from '#shared/retention-period.ts';
import { keptAfterClosureIn } from './closure.ts';
import { RETENTION_TABLE, type RetentionPeriod } from './retention.ts';

/*
 * The privacy page's retention section, written from the retention table when the page is read
 * (decision 140), so the periods it states are the ones the job carries out. The page's HTML holds
 * a placeholder paragraph where the list goes; the rest of the page stays the operators' to edit.
 * A privacy page whose placeholder was edited away gets the section (with its heading) at its end.
 */

/** What the page's HTML holds where the list goes. */
export const RETENTION_PLACEHOLDER = '[[retention-periods]]';

/** The page that must state the periods, placeholder or not. */
export const PRIVACY_PAGE_SLUG = 'privacy-policy';

const PLACEHOLDER_PATTERN = /<p>\s*\[\[retention-periods\]\]\s*<\/p>|\[\[retention-periods\]\]/;

const texts = (locale: Locale) => (locale === 'fr-CA' ? fr : en);

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "1 year", "24 hours", « 6 ans »: a period as a reader says it. */
export function retentionPeriodText(period: RetentionPeriod, locale: Locale): string {
  const { unit, count } = periodInWords(period);
  return formatMessage(locale, texts(locale).retentionPeriodUnits[unit], { count });
}

/** The list of every kind of the table, and the line that the job runs daily, as page HTML. */
export function retentionListHtml(locale: Locale): string {
  const { retentionKinds, retentionSection } = texts(locale);
  const lines = RETENTION_TABLE.map((entry) => {
    const kind = retentionKinds[entry.kind];
    const when = formatMessage(locale, kind.WHEN, {
      period: retentionPeriodText(entry.period, locale),
    });
    const line = formatMessage(locale, retentionSection.LINE, {
      what: '\u0000',
      when,
      why: kind.WHY,
    });
    const [before = '', after = ''] = line.split('\u0000');
    return `<li>${escaped(before)}<strong>${escaped(kind.WHAT)}</strong>${escaped(after)}</li>`;
  });
  const kept = keptAfterClosureIn(locale).map((item) => {
    const period =
      item.years === null
        ? retentionSection.KEPT_WHILE_NEEDED
        : formatMessage(locale, texts(locale).retentionPeriodUnits.years, { count: item.years });
    return `<li><strong>${escaped(item.what)}</strong> (${escaped(period)}): ${escaped(item.why)}</li>`;
  });
  return [
    `<ul>\n${lines.join('\n')}\n</ul>`,
    `<p>${escaped(retentionSection.DAILY)}</p>`,
    `<p>${escaped(retentionSection.KEPT_AFTER_CLOSURE)}</p>`,
    `<ul>\n${kept.join('\n')}\n</ul>`,
  ].join('\n');
}

/**
 * A page's HTML with the retention list in place of its placeholder; the privacy page without
 * one gets the whole section at its end, so it never goes without the periods.
 */
export function withRetentionSection(html: string, slug: string, locale: Locale): string {
  if (PLACEHOLDER_PATTERN.test(html)) {
    return html.replace(PLACEHOLDER_PATTERN, () => retentionListHtml(locale));
  }
  if (slug !== PRIVACY_PAGE_SLUG) return html;
  const heading = escaped(texts(locale).retentionSection.HEADING);
  return `${html}\n\n<h2>${heading}</h2>\n${retentionListHtml(locale)}`;
}
