/*
 * The same-day wizard's draft in session storage (spec §3, §4): one key per field, the home
 * block under its own key set and /book-now under the `book_`-prefixed one, so the two flows
 * never read each other's draft. The wizard writes it on every step and clears it when the visitor
 * leaves the route, when the page unloads, and on arrival with navigation state `pagePath`.
 *
 * A reload unloads the page too, yet a visitor who reloads mid-flow expects to stay where they
 * were. So at unload the draft moves out of its keys into one hand-off entry, and the next page
 * takes it back only when that page is a reload that started just before the hand-off was
 * written; any other page drops it.
 */
import { SAME_DAY_DRAFT_KEYS } from './draft-keys.ts';
import { isEveryWeeks, type EveryWeeks } from '#shared/regular-plans.ts';
import {
  type QuotePlan,
  type SameDayContact,
  type SameDayDetails,
  type SameDayDraft,
  type SameDayQuote,
  type SameDayStage,
} from '#machines/same-day-booking.machine.ts';

export type DraftVariant = keyof typeof SAME_DAY_DRAFT_KEYS;

/** Where each flow lives: the home block and the /book-now page. */
export const FLOW_PATHS = { home: '/', bookNow: '/book-now' } as const satisfies Record<
  DraftVariant,
  string
>;

export type FlowPath = (typeof FLOW_PATHS)[DraftVariant];

const RELOAD_KEYS: Record<DraftVariant, string> = {
  home: 'same_day_reload',
  bookNow: 'book_same_day_reload',
};

/** How long before a reloaded page's start the hand-off may have been written. */
const RELOAD_WINDOW_MS = 5000;

type Reader = Pick<Storage, 'getItem'>;
type Store = Reader & Pick<Storage, 'setItem' | 'removeItem'>;
type Keys = (typeof SAME_DAY_DRAFT_KEYS)[DraftVariant];

const STAGES: readonly SameDayStage[] = ['contact', 'details', 'summary', 'payment'];

function isEmpty(draft: SameDayDraft): boolean {
  return draft.stage === 'contact' && draft.contact === null && draft.bookingId === null;
}

function put(storage: Store, key: string, value: string | number | boolean | null | undefined) {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, String(value));
}

/** Writes the draft under its flow's keys; an empty wizard leaves no keys behind. */
export function writeDraft(
  variant: DraftVariant,
  draft: SameDayDraft,
  storage: Store = sessionStorage,
) {
  if (isEmpty(draft)) {
    clearDraft(variant, storage);
    return;
  }
  const keys = SAME_DAY_DRAFT_KEYS[variant];
  const { contact, details, quote } = draft;
  put(storage, keys.stage, draft.stage);
  put(storage, keys.bookingId, draft.bookingId);
  put(storage, keys.fullName, contact?.vFullName);
  put(storage, keys.email, contact?.vEmail);
  put(storage, keys.phone, contact?.vMobile);
  put(storage, keys.residence, details?.vResidence);
  put(storage, keys.serviceId, details?.iServiceId);
  put(storage, keys.serviceName, details?.vServiceName);
  put(storage, keys.cityId, details?.iCityId);
  put(storage, keys.city, details?.vCity);
  put(storage, keys.bedroom, details?.vBedrooms);
  put(storage, keys.bathroom, details?.vBathrooms);
  put(storage, keys.extras, details && JSON.stringify(details.vExtras));
  put(storage, keys.unit, details?.vUnit);
  put(storage, keys.address, details?.vAddress);
  put(storage, keys.postalCode, details?.vPostalCode);
  put(storage, keys.date, details?.vDate);
  put(storage, keys.fromTime, details?.vFrom);
  put(storage, keys.untilTime, details?.vUntill);
  put(storage, keys.scheduledTime, quote?.scheduled_time);
  put(storage, keys.totalPrice, quote?.total_price);
  put(storage, keys.estimatedTime, quote?.estimated_time);
  put(storage, keys.pricePerHour, quote?.price_per_hour);
  put(storage, keys.tax, quote?.tax);
  put(storage, keys.taxName, quote?.tax_name);
  put(storage, keys.finalPrice, quote?.final_price);
  put(storage, keys.isSubmit, draft.isSubmitted);
  put(storage, keys.isCheckAvailability, draft.isAvailabilityChecked);
  put(storage, keys.isBookNow, draft.isBookNowClicked);
  // A plan's choice must come back with the draft: the quoted booking on the server keeps it,
  // so a resumed payment without its plan lines would start a plan the page never showed.
  put(storage, keys.everyWeeks, details?.iEveryWeeks);
  put(storage, keys.plan, quote?.plan && JSON.stringify(quote.plan));
}

/**
 * Spec §3's click flag for pay (`is_pay` / `book_is_pay`): set when the customer presses Pay. The
 * payment stage owns it (the wizard's draft does not know the press), and `clearDraft` removes it
 * with the rest.
 */
export function writePayClicked(variant: DraftVariant, storage: Store = sessionStorage) {
  storage.setItem(SAME_DAY_DRAFT_KEYS[variant].isPay, 'true');
}

/** Removes every key of the flow's draft (the payment stage's pay flag included). */
export function clearDraft(variant: DraftVariant, storage: Store = sessionStorage) {
  for (const key of Object.values(SAME_DAY_DRAFT_KEYS[variant])) storage.removeItem(key);
}

function text(storage: Reader, key: string): string | null {
  return storage.getItem(key);
}

function numberAt(storage: Reader, key: string): number | null {
  const value = storage.getItem(key);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function readContact(storage: Reader, keys: Keys): SameDayContact | null {
  const vFullName = text(storage, keys.fullName);
  const vEmail = text(storage, keys.email);
  const vMobile = text(storage, keys.phone);
  if (vFullName === null || vEmail === null || vMobile === null) return null;
  return { vFullName, vEmail, vMobile };
}

function readExtras(storage: Reader, key: string): string[] | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

function everyWeeksAt(storage: Reader, key: string): { iEveryWeeks?: EveryWeeks } {
  const weeks = numberAt(storage, key);
  return isEveryWeeks(weeks) ? { iEveryWeeks: weeks } : {};
}

function planAt(storage: Reader, key: string): { plan?: QuotePlan } {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as QuotePlan | null;
    return value !== null && typeof value === 'object' && isEveryWeeks(value.iEveryWeeks)
      ? { plan: value }
      : {};
  } catch {
    return {};
  }
}

function readDetails(storage: Reader, keys: Keys): SameDayDetails | null {
  const iServiceId = numberAt(storage, keys.serviceId);
  const iCityId = numberAt(storage, keys.cityId);
  const vExtras = readExtras(storage, keys.extras);
  const fields = {
    vResidence: text(storage, keys.residence),
    vBedrooms: text(storage, keys.bedroom),
    vBathrooms: text(storage, keys.bathroom),
    vUnit: text(storage, keys.unit) ?? '',
    vAddress: text(storage, keys.address),
    // A draft from before the field existed: the form asks for it again.
    vPostalCode: text(storage, keys.postalCode) ?? '',
    vDate: text(storage, keys.date),
    vFrom: text(storage, keys.fromTime),
    vUntill: text(storage, keys.untilTime),
  };
  const { vResidence, vBedrooms, vBathrooms, vAddress, vDate, vFrom, vUntill } = fields;
  if (iServiceId === null || iCityId === null || vExtras === null) return null;
  if (vResidence === null || vBedrooms === null || vBathrooms === null) return null;
  if (vAddress === null || vDate === null || vFrom === null || vUntill === null) return null;
  return {
    vResidence,
    iServiceId,
    iCityId,
    vBedrooms,
    vBathrooms,
    vExtras,
    vUnit: fields.vUnit,
    vAddress,
    vPostalCode: fields.vPostalCode,
    vDate,
    vFrom,
    vUntill,
    ...everyWeeksAt(storage, keys.everyWeeks),
    vCity: text(storage, keys.city) ?? undefined,
    vServiceName: text(storage, keys.serviceName) ?? undefined,
  };
}

function readQuote(storage: Reader, keys: Keys): SameDayQuote | null {
  const scheduled_time = text(storage, keys.scheduledTime);
  const figures = {
    tax: numberAt(storage, keys.tax),
    total_price: numberAt(storage, keys.totalPrice),
    estimated_time: numberAt(storage, keys.estimatedTime),
    price_per_hour: numberAt(storage, keys.pricePerHour),
    final_price: numberAt(storage, keys.finalPrice),
  };
  const { tax, total_price, estimated_time, price_per_hour, final_price } = figures;
  if (scheduled_time === null || tax === null || total_price === null) return null;
  if (estimated_time === null || price_per_hour === null || final_price === null) return null;
  const taxName = text(storage, keys.taxName);
  return {
    scheduled_time,
    tax,
    total_price,
    estimated_time,
    price_per_hour,
    final_price,
    ...(taxName === null ? {} : { tax_name: taxName }),
    ...planAt(storage, keys.plan),
  };
}

/** A draft the wizard can resume at its stage: the stage's earlier steps must all be there. */
function isResumable(draft: SameDayDraft): boolean {
  const { stage, contact, details, quote, bookingId } = draft;
  if (stage === 'contact') return contact !== null;
  if (contact === null || bookingId === null) return false;
  return stage === 'details' || (details !== null && quote !== null);
}

/** The flow's draft as the wizard left it, or null when there is none it can resume. */
export function readDraft(
  variant: DraftVariant,
  storage: Reader = sessionStorage,
): SameDayDraft | null {
  const keys = SAME_DAY_DRAFT_KEYS[variant];
  const stage = storage.getItem(keys.stage) as SameDayStage | null;
  if (stage === null || !STAGES.includes(stage)) return null;
  const draft: SameDayDraft = {
    stage,
    contact: readContact(storage, keys),
    details: readDetails(storage, keys),
    bookingId: text(storage, keys.bookingId),
    quote: readQuote(storage, keys),
    isSubmitted: text(storage, keys.isSubmit) === 'true',
    isAvailabilityChecked: text(storage, keys.isCheckAvailability) === 'true',
    isBookNowClicked: text(storage, keys.isBookNow) === 'true',
  };
  return isResumable(draft) ? draft : null;
}

type HandOff = { savedAt: number; draft: SameDayDraft };

/** At unload: the draft leaves its keys for the hand-off entry a reload takes back. */
export function stashForReload(
  variant: DraftVariant,
  draft: SameDayDraft,
  savedAt: number,
  storage: Store = sessionStorage,
) {
  clearDraft(variant, storage);
  if (isEmpty(draft)) storage.removeItem(RELOAD_KEYS[variant]);
  else storage.setItem(RELOAD_KEYS[variant], JSON.stringify({ savedAt, draft } satisfies HandOff));
}

/** Where this page came from, as the browser tells it. */
export type PageArrival = { isReload: boolean; startedAt: number };

export function currentPageArrival(): PageArrival {
  const [entry] =
    typeof performance.getEntriesByType === 'function'
      ? performance.getEntriesByType('navigation')
      : [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return { isReload: type === 'reload', startedAt: performance.timeOrigin };
}

/** The draft a reload of this page hands back, if this page is that reload. */
export function reloadedDraft(
  variant: DraftVariant,
  arrival: PageArrival,
  storage: Reader = sessionStorage,
): SameDayDraft | null {
  if (!arrival.isReload) return null;
  try {
    const handOff = JSON.parse(storage.getItem(RELOAD_KEYS[variant]) ?? 'null') as HandOff | null;
    if (!handOff || typeof handOff.savedAt !== 'number') return null;
    if (!STAGES.includes(handOff.draft?.stage)) return null;
    if (handOff.savedAt < arrival.startedAt - RELOAD_WINDOW_MS) return null;
    return isResumable(handOff.draft) ? handOff.draft : null;
  } catch {
    return null;
  }
}

export function dropReloadHandOff(variant: DraftVariant, storage: Store = sessionStorage) {
  storage.removeItem(RELOAD_KEYS[variant]);
}
