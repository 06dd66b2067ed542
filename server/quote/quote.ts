import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  findBookingByCode,
  findBookingStatusByCode,
  findCity,
  findService,
  type BookingRow,
} from '../db/shared-queries/booking-quote.ts';
import { taxRatesOfProvince } from './tax-rates.queries.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { normalizePostalCode, postalCodeError, postalCodeMessages } from '#shared/postal-code.ts';
import { accessNotesError, normalizeAccessNotes, type AccessNotes } from '#shared/access-notes.ts';
import type { CatalogReads } from '../catalog/index.ts';
import { isInCityArea, provinceOf } from '../catalog/index.ts';
import {
  firstFreeStart,
  hasFreeContractor,
  TRAVEL_BUFFER_MINUTES,
  type BlockedCleaners,
  type FreeStart,
  type Window,
} from './availability.ts';
import { assertTransition, moveBooking, movedBy } from '../jobs/index.ts';
import { writeQuote, type QuoteChanges } from './quote-write.ts';
import { requestedCleanerFor, storeRequest, type BookAgainInput } from './requested-cleaner.ts';
import {
  blockedCleanerIdsOfBooking,
  contractorFullName,
} from '../db/shared-queries/cleaner-marks.ts';
import type { Said } from '../domain/said.ts';
import { clockValue, weekdayDateValue } from '../domain/said-values.ts';
import { specText } from '../domain/spec-texts.ts';
import { quoteAnswers, quoteRefusals } from './texts.ts';
import { minutesToClock, zonedInstant } from '../domain/local-time.ts';
import { centsToDollars } from '../domain/money.ts';
import {
  applicableTaxes,
  estimateMinutes,
  priceBooking,
  taxLinesOnWire,
  type PriceBreakdown,
  type TaxRate,
} from './pricing.ts';
import { isEveryWeeks, type EveryWeeks } from '#shared/regular-plans.ts';
import { planRules } from '../db/shared-queries/plan-rules.ts';
import { planDiscountCents, quotePlanAnswer } from '../regular-plans/index.ts';
import { planBookingRefusals } from '../regular-plans/index.ts';
import {
  addDays,
  checkWindow,
  daysUntilLastBookable,
  LATEST_UNTIL_MINUTES,
  windowTooShortMessage,
} from './quote-window.ts';

export const BOOKING_NOT_FOUND = quoteRefusals.bookingNotFound;
export const QUOTED = quoteAnswers.quoted;

export const quoteMessages = {
  service: quoteRefusals.service,
  city: quoteRefusals.city,
  residence: quoteRefusals.residence,
  extras: quoteRefusals.extras,
  bedrooms: quoteRefusals.bedrooms,
  bathrooms: quoteRefusals.bathrooms,
};

export type ScheduleInput = {
  vResidence: string;
  iServiceId: number;
  iCityId: number;
  vBedrooms: string;
  vBathrooms: string;
  vExtras?: string[] | undefined;
  vUnit?: string | undefined;
  vAddress: string;
  vPostalCode: string;
  vDate: string;
  vFrom: string;
  vUntill: string;
  accessNotes?: Partial<AccessNotes> | undefined;
  /** Book again (decision 120): the completed booking whose cleaner this one asks for. */
  bookAgain?: BookAgainInput | undefined;
  /** Regular cleanings (issue 45, decision 143): every 1, 2 or 4 weeks; absent, one time. */
  iEveryWeeks?: number | undefined;
};

/** The plan a quote is for: its frequency and today's discount, or null for one time. */
type QuotedPlan = { everyWeeks: EveryWeeks; discountPercent: number } | null;

const MINUTE_MS = 60 * 1000;
const HOUR = 60;

export async function findBookingOr404(tx: Database, uniqueCode: string): Promise<BookingRow> {
  const booking = await findBookingByCode(tx, uniqueCode);
  if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
  return booking;
}

function roomCount(value: string, message: Said): number {
  const rooms = Number(value);
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > 8) throw new InvalidError(message);
  return rooms;
}

/** The postal code as stored ("T5J 1W4"), or 400 when it is malformed or not in the city's province. */
function postalCodeOf(value: string, city: { name: string; provinceCode: string }): string {
  const { postalLetters } = provinceOf(city.provinceCode);
  const refusal = postalCodeError(value, { name: city.name, postalLetters });
  const postalCode = normalizePostalCode(value);
  if (refusal !== null || postalCode === null) {
    throw new InvalidError(
      postalCode === null || refusal === postalCodeMessages.required
        ? specText(refusal ?? postalCodeMessages.format)
        : quoteRefusals.wrongCity.with({ postalCode, cityName: city.name }),
    );
  }
  // A city narrower than its province (Gatineau's J8L to J9J, decision 110).
  if (!isInCityArea(city.name, postalCode)) {
    throw new InvalidError(postalCodeMessages.wrongCity(postalCode, city.name));
  }
  return postalCode;
}

type Slot = { cityId: number; date: string; timeZone: string; estimatedMinutes: number };

function windowAt(slot: Slot, from: number) {
  const startsAt = zonedInstant(slot.date, from, slot.timeZone);
  const endsAt = new Date(startsAt.getTime() + slot.estimatedMinutes * MINUTE_MS);
  const blockedUntil = new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * MINUTE_MS);
  return {
    cityId: slot.cityId,
    startsAt,
    endsAt,
    blockedUntil,
    localDate: slot.date,
    fromMinutes: from,
    untilMinutes: from + slot.estimatedMinutes,
  };
}

/** How many days after the chosen one the refusal looks for the next free cleaner. */
export const NEXT_FREE_DAYS = 14;

/** The first later start, on the hour, when a cleaner is free: that day, else the days after. */
async function nextFreeStart(
  tx: Database,
  slot: Slot,
  from: number,
  bookingId: number,
  now: Date,
  blocked: BlockedCleaners = [],
): Promise<FreeStart | null> {
  const days = Math.min(NEXT_FREE_DAYS, daysUntilLastBookable(slot.date, slot.timeZone, now));
  // Every candidate start on the hour, that day after `from` and the days after, ending by
  // 11:00PM; their instants are taken here, as the quote takes its own.
  const candidates: Window[] = [];
  for (let day = 0; day <= days; day += 1) {
    const date = addDays(slot.date, day);
    for (let start = 0; start + slot.estimatedMinutes <= LATEST_UNTIL_MINUTES; start += HOUR) {
      if (day === 0 && start <= from) continue;
      candidates.push(windowAt({ ...slot, date }, start));
    }
  }
  return firstFreeStart(tx, candidates, bookingId, blocked);
}

export function noCleanerMessage(cityName: string, date: string, next: FreeStart | null): Said {
  if (next === null) return quoteRefusals.noCleanerOtherDay.with({ cityName });
  const clock = clockValue(next.minutes);
  if (next.date === date) return quoteRefusals.noCleanerLaterThatDay.with({ cityName, clock });
  return quoteRefusals.noCleanerNextDay.with({ cityName, clock, day: weekdayDateValue(next.date) });
}

type PriceFigures = {
  provinceCode: string;
  serviceSlug: string;
  date: string;
  estimatedMinutes: number;
  hourlyRateCents: number;
  discountCents: number;
};

/** The province's rates in force on the cleaning's date, applied to the booking's figures. */
function priceWithRates(rates: TaxRate[], figures: PriceFigures): PriceBreakdown {
  return priceBooking({
    estimatedMinutes: figures.estimatedMinutes,
    hourlyRateCents: figures.hourlyRateCents,
    discountCents: figures.discountCents,
    taxes: applicableTaxes(rates, figures.serviceSlug, figures.date),
  });
}

/** Taxes in force on the cleaning's date in the city's province, applied to the booking's figures. */
export async function priceWithTaxes(tx: Database, figures: PriceFigures): Promise<PriceBreakdown> {
  return priceWithRates(await taxRatesOfProvince(tx, figures.provinceCode), figures);
}

/**
 * The catalog rows a quote names, read from the cache before the quote's transaction starts (a
 * cached read must not run inside one). Nothing is judged here: absent rows are refused in the
 * transaction, in the order the messages have always come.
 */
async function quoteCatalog(catalog: CatalogReads, input: ScheduleInput) {
  const [residence, service, city, extras] = await Promise.all([
    catalog.residenceTypeNamed(input.vResidence.trim()),
    catalog.service(input.iServiceId),
    catalog.city(input.iCityId),
    catalog.extrasNamed((input.vExtras ?? []).map((name) => name.trim())),
  ]);
  const taxRates = city ? await catalog.taxRatesOf(city.provinceCode) : [];
  return { residence, service, city, extras, taxRates };
}

/**
 * A quoted booking priced again with another discount: the quote's hours and rate, the taxes of
 * its city on its date. Null when the booking has not been quoted.
 */
export async function repriceQuotedBooking(
  tx: Database,
  booking: BookingRow,
  discountCents: number,
): Promise<PriceBreakdown | null> {
  const { cityId, serviceId, localDate, estimatedMinutes, hourlyRateCents } = booking;
  if (
    cityId === null ||
    serviceId === null ||
    localDate === null ||
    estimatedMinutes === null ||
    hourlyRateCents === null
  ) {
    return null;
  }
  const city = await findCity(tx, cityId);
  const service = await findService(tx, serviceId);
  if (!city || !service) return null;
  return priceWithTaxes(tx, {
    provinceCode: city.provinceCode,
    serviceSlug: service.slug,
    date: localDate,
    estimatedMinutes,
    hourlyRateCents,
    discountCents,
  });
}

/** The booking a quote is for, when it may still be quoted: 404 or 409 otherwise. */
async function bookingToQuote(db: Database, uniqueCode: string) {
  const booking = await findBookingStatusByCode(db, uniqueCode);
  if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
  assertTransition(booking.status, 'booking.quote');
  return booking;
}

/**
 * Everything a quote decides without the booking: the catalog rows, the rooms, the window and
 * the price. Throws the input's refusals, in the order the messages have always come.
 */
function planQuote(
  catalog: Awaited<ReturnType<typeof quoteCatalog>>,
  input: ScheduleInput,
  now: Date,
  regular: QuotedPlan = null,
) {
  const { residence, service, city, extras: chosenExtras } = catalog;
  if (!residence) throw new InvalidError(quoteMessages.residence);
  if (!service) throw new InvalidError(quoteMessages.service);
  if (!city) throw new InvalidError(quoteMessages.city);
  const postalCode = postalCodeOf(input.vPostalCode, city);
  const bedrooms = roomCount(input.vBedrooms, quoteMessages.bedrooms);
  const bathrooms = roomCount(input.vBathrooms, quoteMessages.bathrooms);
  const extraNames = (input.vExtras ?? []).map((name) => name.trim());
  if (chosenExtras.length !== new Set(extraNames).size) {
    throw new InvalidError(quoteMessages.extras);
  }
  const { from, until, earliestFrom } = checkWindow(input, city.timeZone, now);
  // The notes come last, as they do in the form (decision 100).
  const notesRefusal = accessNotesError(input.accessNotes);
  if (notesRefusal !== null) throw new InvalidError(specText(notesRefusal));
  const notes = normalizeAccessNotes(input.accessNotes);

  const extrasMinutes = chosenExtras.reduce((sum, extra) => sum + extra.extraMinutes, 0);
  const estimatedMinutes = estimateMinutes({
    service,
    bedrooms,
    bathrooms,
    extrasMinutes,
    residenceFactorPercent: residence.hoursFactorPercent,
  });
  if (from + estimatedMinutes > until) {
    throw new InvalidError(windowTooShortMessage(estimatedMinutes, from, earliestFrom));
  }

  const slot = { cityId: city.id, date: input.vDate, timeZone: city.timeZone, estimatedMinutes };
  const window = windowAt(slot, from);
  const figures = {
    provinceCode: city.provinceCode,
    serviceSlug: service.slug,
    date: input.vDate,
    estimatedMinutes,
    hourlyRateCents: service.hourlyRateCents,
    discountCents: 0,
  };
  const undiscounted = priceWithRates(catalog.taxRates, figures);
  // A plan's first visit carries the frequency's discount, as each later visit will (decision 143).
  const price =
    regular === null
      ? undiscounted
      : priceWithRates(catalog.taxRates, {
          ...figures,
          discountCents: planDiscountCents(undiscounted.subtotalCents, regular.discountPercent),
        });
  const changes: QuoteChanges = {
    residenceTypeId: residence.id,
    serviceId: service.id,
    cityId: city.id,
    bedrooms,
    bathrooms,
    extras: chosenExtras.map((extra) => extra.name),
    extrasMinutes,
    unit: (input.vUnit ?? '').trim(),
    address: input.vAddress.trim(),
    postalCode,
    accessEntryCode: notes.vEntryCode,
    accessParking: notes.vParking,
    accessPets: notes.vPets,
    accessOther: notes.tOther,
    localDate: input.vDate,
    fromMinutes: from,
    untilMinutes: until,
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    blockedUntil: window.blockedUntil,
    estimatedMinutes,
    hourlyRateCents: price.hourlyRateCents,
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    couponId: null,
    planEveryWeeks: regular?.everyWeeks ?? null,
    taxCents: price.taxCents,
    taxName: price.taxName,
    totalCents: price.totalCents,
  };
  return { slot, from, window, price, changes, cityName: city.name };
}

/**
 * Stores the quote when the booking may be quoted and a cleaner is free; false when nothing was
 * written. A window a quote found free a moment ago, with no change announced since, is not asked
 * about again (decision 065): the write is then the floor's single row update.
 */
async function writeWhenFree(
  context: AppContext,
  uniqueCode: string,
  plan: ReturnType<typeof planQuote>,
): Promise<boolean> {
  const { availability, db } = context;
  if (availability.knownFree(plan.window)) {
    return writeQuote(db, uniqueCode, plan.changes, { knownFree: true });
  }
  const foundFree = availability.asking(plan.window);
  const written = await writeQuote(db, uniqueCode, plan.changes, { knownFree: false });
  if (written) foundFree();
  return written;
}

/**
 * The quote of a signed-in customer who blocked cleaners (decision 128): a cleaner they blocked
 * is never counted as free, so they are never quoted a time only that cleaner could take, and the
 * refusal's next free time leaves them out too. Neither the kept free windows (decision 065) nor
 * the one prepared write count per customer: this asks and writes apart.
 */
async function writeWithoutBlocked(
  context: AppContext,
  uniqueCode: string,
  plan: ReturnType<typeof planQuote>,
  blocked: BlockedCleaners,
) {
  const db = context.db;
  const booking = await bookingToQuote(db, uniqueCode);
  if (!(await hasFreeContractor(db, plan.window, booking.id, blocked))) {
    const next = await nextFreeStart(
      db,
      plan.slot,
      plan.from,
      booking.id,
      context.clock(),
      blocked,
    );
    throw new InvalidError(noCleanerMessage(plan.cityName, plan.slot.date, next));
  }
  await moveBooking(db, booking, 'booking.quote', plan.changes, movedBy(context, 'customer'));
}

/**
 * Prices the cleaning from the database's rates, checks the window and that a cleaner is free,
 * and stores the quote on the booking. A new quote drops a coupon applied to an earlier one.
 *
 * No transaction: the one write is a single statement that checks the booking's status and the
 * free cleaners itself, and the cleaner check is advice the payment repeats under the city's
 * lock (decisions 018 and 019). Only when that statement writes nothing, or the input is
 * refused, is the booking read to tell which message applies.
 */
export async function scheduleCleaning(
  context: AppContext,
  uniqueCode: string,
  input: ScheduleInput,
  /** The call came with a session: its booking may be a customer's who blocked cleaners. */
  options: { signedIn?: boolean } = {},
) {
  const catalog = await quoteCatalog(context.catalog, input);
  const db = context.db;
  let plan: ReturnType<typeof planQuote>;
  let regular: QuotedPlan = null;
  try {
    regular = await quotedPlan(db, input.iEveryWeeks);
    plan = planQuote(catalog, input, context.clock(), regular);
  } catch (refusal) {
    // A missing or settled booking is refused before its input is.
    await bookingToQuote(db, uniqueCode);
    throw refusal;
  }

  // Book again's cleaner is checked before anything is written (decision 120).
  const requested = input.bookAgain
    ? await requestedCleanerFor(
        db,
        uniqueCode,
        input.bookAgain,
        plan.window,
        context.clock(),
        (id) => contractorFullName(db, id),
      )
    : null;

  // A guest's quote reads nothing more; a signed-in customer's reads whom they blocked.
  const blocked = options.signedIn ? await blockedCleanerIdsOfBooking(db, uniqueCode) : [];
  if (blocked.length > 0) {
    await writeWithoutBlocked(context, uniqueCode, plan, blocked);
  } else if (!(await writeWhenFree(context, uniqueCode, plan))) {
    const booking = await bookingToQuote(db, uniqueCode);
    if (!(await hasFreeContractor(db, plan.window, booking.id))) {
      const next = await nextFreeStart(db, plan.slot, plan.from, booking.id, context.clock());
      throw new InvalidError(noCleanerMessage(plan.cityName, plan.slot.date, next));
    }
    // The booking or the cleaners changed since the one statement: write as it was decided.
    await moveBooking(db, booking, 'booking.quote', plan.changes, movedBy(context, 'customer'));
  }

  if (requested) await storeRequest(db, requested.bookingId, requested.request);

  const { from, price, changes } = plan;
  return {
    scheduled_time: `${minutesToClock(from)} - ${minutesToClock(from + changes.estimatedMinutes)}`,
    tax: centsToDollars(price.taxCents),
    tax_name: price.taxName,
    tax_lines: taxLinesOnWire(price.taxLines),
    total_price: centsToDollars(price.subtotalCents),
    estimated_time: changes.estimatedMinutes / HOUR,
    price_per_hour: centsToDollars(price.hourlyRateCents),
    final_price: centsToDollars(price.totalCents),
    ...(regular === null
      ? {}
      : {
          discount: centsToDollars(price.discountCents),
          plan: quotePlanAnswer(regular.everyWeeks, regular.discountPercent, price, {
            date: changes.localDate,
            fromMinutes: from,
          }),
        }),
  };
}

/** The plan the request chose with today's discount; 400 for a frequency that is none. */
async function quotedPlan(db: Database, everyWeeks: number | undefined): Promise<QuotedPlan> {
  if (everyWeeks === undefined) return null;
  if (!isEveryWeeks(everyWeeks)) throw new InvalidError(planBookingRefusals.planFrequency);
  const rules = await planRules(db);
  return { everyWeeks, discountPercent: rules.discounts[everyWeeks] };
}
