/**
 * The names the same-day draft is kept under in session storage (spec §3). They belong to the
 * browser's storage, not to the machine: the machine hands over plain data (`draftOf`) and
 * `draft-storage.ts` decides where it goes.
 */

export type DraftKeySet = {
  stage: string;
  bookingId: string;
  scheduledTime: string;
  totalPrice: string;
  estimatedTime: string;
  pricePerHour: string;
  tax: string;
  /** The tax's name (GST, HST, GST + QST): the summary shows the tax by name. */
  taxName: string;
  finalPrice: string;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  cityId: string;
  serviceName: string;
  serviceId: string;
  extras: string;
  bathroom: string;
  bedroom: string;
  residence: string;
  unit: string;
  address: string;
  postalCode: string;
  date: string;
  fromTime: string;
  untilTime: string;
  isCheckAvailability: string;
  isSubmit: string;
  isPay: string;
  isBookNow: string;
  /** A regular cleaning's frequency and its quote's per-visit figures (issue 45, JSON). */
  everyWeeks: string;
  plan: string;
};

const homeKeys: DraftKeySet = {
  stage: 'stage',
  bookingId: 'booking_id',
  scheduledTime: 'scheduled_time',
  totalPrice: 'total_price',
  estimatedTime: 'estimated_time',
  pricePerHour: 'price_per_hour',
  tax: 'tax',
  taxName: 'tax_name',
  finalPrice: 'final_price',
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  city: 'city',
  cityId: 'city_id',
  serviceName: 'service_name',
  serviceId: 'service_id',
  extras: 'extras',
  bathroom: 'bathroom',
  bedroom: 'bedroom',
  residence: 'residence',
  unit: 'unit',
  address: 'address',
  postalCode: 'postal_code',
  date: 'date',
  fromTime: 'from_time',
  untilTime: 'until_time',
  isCheckAvailability: 'is_check_availability',
  isSubmit: 'is_submit',
  isPay: 'is_pay',
  isBookNow: 'is_book_now',
  everyWeeks: 'every_weeks',
  plan: 'plan',
};

/**
 * Session-storage keys of the draft (spec §3): the home block's set and /book-now's own
 * `book_`-prefixed set, so the two flows never read each other's draft.
 */
export const SAME_DAY_DRAFT_KEYS = {
  home: homeKeys,
  bookNow: Object.fromEntries(
    Object.entries(homeKeys).map(([field, key]) => [field, `book_${key}`]),
  ) as DraftKeySet,
} as const;
