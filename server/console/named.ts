import type { CatalogNames } from '../catalog/index.ts';
import type { AdminBookingPage } from './booking-page.ts';

/*
 * The console's answers with the catalog's names in the operator's language (decisions 109,
 * 115): its queries read the English rows' names, as the bookings store them.
 */

type Paged<Item> = { items: Item[]; total: number; page: number; perPage: number };

/** A page of rows naming a service in `field` ('' or null when none). */
export function pageNamed<Item, Field extends keyof Item>(
  page: Paged<Item>,
  field: Field,
  names: CatalogNames,
): Paged<Item> {
  if (names.locale === 'en-CA') return page;
  return { ...page, items: page.items.map((item) => serviceIn(item, field, names)) };
}

function serviceIn<Item, Field extends keyof Item>(
  item: Item,
  field: Field,
  names: CatalogNames,
): Item {
  const english = item[field];
  return typeof english === 'string' && english !== ''
    ? { ...item, [field]: names.service(english) }
    : item;
}

/** A booking's console page (its actions answer it too). */
export function bookingPageNamed(page: AdminBookingPage, names: CatalogNames): AdminBookingPage {
  if (names.locale === 'en-CA') return page;
  return { ...page, booking: serviceIn(page.booking, 'service', names) };
}

/** Today's bookings at risk and failed holds. */
export function todayNamed<
  Summary extends {
    atRisk: { service: string | null }[];
    failedHolds: { service: string | null }[];
  },
>(summary: Summary, names: CatalogNames): Summary {
  if (names.locale === 'en-CA') return summary;
  return {
    ...summary,
    atRisk: summary.atRisk.map((row) => serviceIn(row, 'service', names)),
    failedHolds: summary.failedHolds.map((row) => serviceIn(row, 'service', names)),
  };
}

/** A cleaner's page: the service of each of their jobs. */
export function cleanerNamed<Detail extends { jobs: { serviceName: string }[] }>(
  detail: Detail,
  names: CatalogNames,
): Detail {
  if (names.locale === 'en-CA') return detail;
  return { ...detail, jobs: detail.jobs.map((job) => serviceIn(job, 'serviceName', names)) };
}
