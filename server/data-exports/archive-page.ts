import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import {
  formatClock,
  formatDay,
  formatMomentIn,
  formatMoney,
  formatNumber,
  formatPercent,
} from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { ArchiveData } from './archive-data.ts';
import { keptAfterClosureIn } from '../domain/closure.ts';
import { codeReader } from './archive-codes.ts';
import { dataExportTexts } from './texts.ts';

type Value = ArchiveData[keyof ArchiveData] | unknown;

const DAY_KEYS = new Set(['date', 'firstDay', 'lastDay', 'checkedOn', 'expiresOn', 'weekOf']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A weekday number (0 Sunday … 6 Saturday, as the working hours keep it) in words. */
function weekdayName(weekday: number, locale: Locale): string {
  // 2023-01-01 was a Sunday.
  const day = new Date(Date.UTC(2023, 0, 1 + weekday, 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

function clockText(clock: string, locale: Locale): string {
  const [hour, minute] = clock.split(':').map(Number);
  return formatClock((hour ?? 0) * 60 + (minute ?? 0), locale);
}

/**
 * The archive's readable page (index.html): the same data as data.json, each field under its
 * catalogue name in the person's language, moments and days with month names, money in CAD.
 * Self-contained (no script, no outside file), so it opens from the unzipped folder.
 */
export function archivePage(data: ArchiveData, locale: Locale): string {
  const texts = dataExportTexts(locale).dataExportPage;
  const fields: Record<string, string> = texts.fields;
  const label = (key: string) => fields[key] ?? key;
  const codeIn = codeReader(locale);

  /** `parent`: the key of the list or section the field's row is in (a status's meaning). */
  const scalar = (key: string, value: unknown, parent: string): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? texts.yes : texts.no;
    if (typeof value === 'number') {
      if (key.endsWith('Cents')) return formatMoney(value / 100, locale);
      if (key === 'weekday') return weekdayName(value, locale);
      if (key === 'hours') return formatNumber(value, locale);
      return String(value);
    }
    const text = String(value);
    const coded = codeIn(parent, key, text);
    if (coded !== null) return coded;
    if (key.endsWith('At') && !Number.isNaN(Date.parse(text))) {
      return formatMomentIn(text, HEAD_OFFICE_ZONE, locale);
    }
    if (DAY_KEYS.has(key) && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDay(text, locale);
    if ((key === 'startsAt' || key === 'endsAt') && /^\d{2}:\d{2}$/.test(text)) {
      return clockText(text, locale);
    }
    if (key === 'window' && /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(text)) {
      const [from = '', until = ''] = text.split('-');
      return `${clockText(from, locale)} – ${clockText(until, locale)}`;
    }
    if (key === 'language') return text === 'fr-CA' ? 'Français' : 'English';
    return text;
  };

  /** A field's name in its row: a plan visit's discount is named as its receipt names it. */
  const labelIn = (row: Record<string, unknown>, key: string) =>
    key === 'discountCents' && typeof row.planDiscountPercent === 'number'
      ? formatMessage(locale, texts.planDiscount, {
          percent: formatPercent(row.planDiscountPercent / 100, locale),
        })
      : label(key);

  const record = (row: Record<string, unknown>, parent: string): string => {
    // The plan's percent is read in the discount's name, not as a row of its own.
    const shown = Object.entries(row).filter(([key]) => key !== 'planDiscountPercent');
    const items = shown.map(([key, value]) => {
      if (Array.isArray(value)) {
        return `<div class="field nested"><dt>${escapeHtml(label(key))}</dt><dd>${list(value, key)}</dd></div>`;
      }
      if (value && typeof value === 'object') {
        return `<div class="field nested"><dt>${escapeHtml(label(key))}</dt><dd>${record(value as Record<string, unknown>, key)}</dd></div>`;
      }
      const text = escapeHtml(scalar(key, value, parent));
      return `<div class="field"><dt>${escapeHtml(labelIn(row, key))}</dt><dd>${key === 'body' ? `<pre>${text}</pre>` : text}</dd></div>`;
    });
    return `<dl>${items.join('')}</dl>`;
  };

  const list = (rows: unknown[], parent: string): string =>
    rows.length === 0
      ? `<p class="none">${escapeHtml(texts.none)}</p>`
      : `<ol class="rows">${rows
          .map((row) => `<li>${record(row as Record<string, unknown>, parent)}</li>`)
          .join('')}</ol>`;

  const section = (key: keyof typeof texts.sections, value: Value): string => {
    const body =
      value === null || value === undefined
        ? `<p class="none">${escapeHtml(texts.none)}</p>`
        : Array.isArray(value)
          ? list(value, key)
          : record(value as Record<string, unknown>, key);
    return `<section id="${key}"><h2>${escapeHtml(texts.sections[key])}</h2>${body}</section>`;
  };

  const sections = [
    section('account', data.account),
    ...(data.customerProfile ? [section('customerProfile', data.customerProfile)] : []),
    ...(data.customerProfile || data.addresses.length > 0
      ? [section('addresses', data.addresses), section('bookings', data.bookings)]
      : []),
    ...(data.reviewsWritten.length > 0 ? [section('reviewsWritten', data.reviewsWritten)] : []),
    ...(data.comments.length > 0 ? [section('comments', data.comments)] : []),
    section('notifications', data.notifications),
    section('emails', data.emails),
    section('consents', data.consents),
    section('sessions', data.sessions),
    section('dataExports', data.dataExports),
    ...(data.cleaner
      ? [
          section('cleanerProfile', data.cleaner.cleanerProfile),
          section('workingHours', data.cleaner.workingHours),
          section('daysOff', data.cleaner.daysOff),
          section('jobs', data.cleaner.jobs),
          section('reviewsReceived', data.cleaner.reviewsReceived),
          section('payoutAccount', data.cleaner.payoutAccount),
          section('payoutItems', data.cleaner.payoutItems),
          section('backgroundChecks', data.cleaner.backgroundChecks),
          section('taxDetails', data.cleaner.taxDetails),
          section('payStatements', data.cleaner.payStatements),
        ]
      : []),
  ];

  const kept = keptAfterClosureIn(locale)
    .map((words) => {
      const years =
        words.years === null
          ? texts.keptWhileNeeded
          : formatMessage(locale, texts.keptYears, { years: words.years });
      return `<li><dl><div class="field"><dt>${escapeHtml(label('what'))}</dt><dd>${escapeHtml(words.what)}</dd></div><div class="field"><dt>${escapeHtml(label('keptFor'))}</dt><dd>${escapeHtml(years)}</dd></div><div class="field"><dt>${escapeHtml(label('why'))}</dt><dd>${escapeHtml(words.why)}</dd></div></dl></li>`;
    })
    .join('');

  const generated = formatMomentIn(data.generatedAt, HEAD_OFFICE_ZONE, locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; line-height: 1.45; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; border-bottom: 1px solid #ccc; padding-bottom: .25rem; margin-top: 2rem; }
.nested { display: block; } .nested > dd { margin-top: .25rem; }
ol.rows { list-style: none; padding: 0; } ol.rows > li { border: 1px solid #ddd; border-radius: .5rem; padding: .5rem .75rem; margin: .5rem 0; }
dl { margin: 0; } .field { display: flex; flex-wrap: wrap; gap: 0 1rem; padding: .15rem 0; }
dt { font-weight: 600; min-width: 12rem; } dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; font: inherit; margin: 0; } .none { color: #555; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(formatMessage(locale, texts.intro, { generated }))}</p>
${sections.join('\n')}
<section id="kept"><h2>${escapeHtml(texts.sections.kept)}</h2><p>${escapeHtml(texts.keptIntro)}</p><ol class="rows">${kept}</ol></section>
</main>
</body>
</html>
`;
}
