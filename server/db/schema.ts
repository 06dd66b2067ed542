import {
  bigint,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';

/** Company and Social are shown on the site; Operations are the operators' own rules (never public). */
export const settingGroup = pgEnum('setting_group', ['Company', 'Social', 'Operations']);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  provinceCode: text('province_code').notNull(),
  timeZone: text('time_zone').notNull(),
});

// Pricing factors live here (not in code) so an operator can change them; the quote rules of
// DESIGN.md read them.
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    imagePath: text('image_path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    baseMinutes: integer('base_minutes').notNull(),
    minutesPerBedroom: integer('minutes_per_bedroom').notNull(),
    minutesPerBathroom: integer('minutes_per_bathroom').notNull(),
  },
  (t) => [check('services_rate_positive', sql`${t.hourlyRateCents} > 0`)],
);

/**
 * What a cleaner is paid per hour of a job's estimate, by city and service (decision 031). Rows,
 * not code, so a rate change is data; a job's pay is fixed on the booking when it is accepted.
 */
export const payRates = pgTable(
  'pay_rates',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    centsPerHour: integer('cents_per_hour').notNull(),
  },
  (t) => [
    uniqueIndex('pay_rates_city_service').on(t.cityId, t.serviceId),
    check('pay_rates_positive', sql`${t.centsPerHour} > 0`),
  ],
);

export const residenceTypes = pgTable(
  'residence_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
    // Percent applied to the estimated hours: 100 leaves them unchanged.
    hoursFactorPercent: integer('hours_factor_percent').notNull().default(100),
  },
  (t) => [check('residence_factor_positive', sql`${t.hoursFactorPercent} > 0`)],
);

export const extras = pgTable('extras', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  imagePath: text('image_path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  extraMinutes: integer('extra_minutes').notNull(),
});

export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    pageSlug: text('page_slug').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('labels_page_key').on(t.pageSlug, t.key)],
);

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  value: text('value').notNull(),
  groupName: settingGroup('group_name').notNull(),
});

// Records that the first-start seed ran, so a restart never re-seeds over an operator's edits.
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The languages a person reads MapleShine in (shared/i18n/locale.ts, decision 102). */
export const locale = pgEnum('locale', ['en-CA', 'fr-CA']);

/** One login per e-mail; the customer and contractor profiles hang off it (a person can be both). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  // Stored trimmed and lower-cased, so the same address cannot register twice.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Chosen at registration (the page's language), changed in the profile; its mail goes out in it. */
  locale: locale('locale').notNull().default('en-CA'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  /**
   * When the account was closed (issue 44): the person's data was erased or anonymised, the
   * e-mail replaced by a unique placeholder so the address can register again, no sign-in.
   */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /**
   * The random key of the person's one-click unsubscribe links (issue 44): a link names it and a
   * topic, and works without signing in; made the first time promotional mail is written.
   */
  unsubscribeKey: text('unsubscribe_key').unique(),
  createdAt: createdAt(),
});

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  uniqueCode: text('unique_code').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  mobile: text('mobile').notNull(),
  imagePath: text('image_path'),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  region: text('region').notNull().default(''),
  country: text('country').notNull().default(''),
  createdAt: createdAt(),
});

export const contractorStatus = pgEnum('contractor_status', ['Pending', 'Approved', 'Rejected']);

export const experienceOptions = pgTable('experience_options', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contractors = pgTable(
  'contractors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    uniqueCode: text('unique_code').notNull().unique(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    /** The city whose jobs the contractor takes. */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experienceOptions.id),
    imagePath: text('image_path'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    status: contractorStatus('status').notNull().default('Pending'),
    backgroundCheckConsentAt: timestamp('background_check_consent_at', {
      withTimezone: true,
    }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When an operator rejected the application: declined applications are kept for a set period. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** The reason an operator gave when rejecting the application (decision 047); e-mailed too. */
    rejectionReason: text('rejection_reason'),
    /**
     * Set while an operator has paused the cleaner: they keep their own jobs but see no open
     * ones, cannot accept and do not count as free supply (decision 049).
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * Why the cleaner is paused when their background check paused them (decision 134):
     * `checkExpired` or `checkNotClear`; null for an operator's pause (its reason is in the
     * audit log). A new clear check lifts only a pause of its own kind.
     */
    pauseReason: text('pause_reason', { enum: ['checkExpired', 'checkNotClear'] }),
    /** At most this many jobs on one local day (decision 044). */
    dailyJobCap: integer('daily_job_cap').notNull().default(2),
    /** False until the cleaner saves their working hours once (new cleaners get defaults). */
    hoursConfirmed: boolean('hours_confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('contractors_city_status').on(t.cityId, t.status),
    check('contractors_daily_job_cap_range', sql`${t.dailyJobCap} between 1 and 6`),
  ],
);

/**
 * A cleaner's weekly working time: one row per range of a weekday (0 = Sunday), as wall-clock
 * times of their city. A window is offered only inside one of these (decision 044).
 */
export const contractorWeeklyHours = pgTable(
  'contractor_weekly_hours',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [
    index('contractor_weekly_hours_contractor_day').on(t.contractorId, t.weekday, t.startsAt),
    check(
      'contractor_weekly_hours_range',
      sql`${t.weekday} between 0 and 6 and ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/** A cleaner's days off, both local dates included (decision 044). */
export const contractorDaysOff = pgTable(
  'contractor_days_off',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('contractor_days_off_contractor_day').on(t.contractorId, t.lastDay),
    check('contractor_days_off_order', sql`${t.firstDay} <= ${t.lastDay}`),
  ],
);

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When an operator's session passed the second factor (decision 078); until then it opens
     * nothing but the second-factor step. Null for customers and cleaners, who have none.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * The browser and system the session signed in from, in a person's words ("Chrome on
     * Android"), from the User-Agent at sign-in: a person's data export lists their sessions.
     */
    device: text('device'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const tokenPurpose = pgEnum('token_purpose', ['activation', 'password_reset']);

/** Single-use links sent by e-mail; only the SHA-256 of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurpose('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user').on(t.userId, t.purpose)],
);

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * Every e-mail, written in the same transaction as the change it reports (decision 051): a
 * rolled-back change leaves none, a committed one cannot lose its mail. With SMTP_URL the job
 * queue sends it and marks it sent, or failed with the last error once its retries are spent;
 * without, it stays here and is listed at /dev/outbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /**
     * Files the message carries (a booking's calendar event, its receipt), kept whole like the
     * body; a binary one in base64, marked `encoding: 'base64'`.
     */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string; encoding?: 'base64' }[]>()
      .notNull()
      .default([]),
    status: outboxStatus('status').notNull().default('pending'),
    /** The language the message was written in: its recipient's (decision 102). */
    locale: locale('locale').notNull().default('en-CA'),
    /** Delivery attempts so far; each failed one leaves its error in lastError. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a delivery job was queued for it; a pending row without one is queued by the sweep. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The account it was written to (issue 44), so a person's export lists the mail sent to them
     * and closing the account deletes it; null for mail to an address without an account.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * `transactional` (bookings, receipts, security: sent as always) or `promotional` (sent only
     * with consent, carrying a one-click unsubscribe).
     */
    category: text('category', { enum: ['transactional', 'promotional'] })
      .notNull()
      .default('transactional'),
    /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on promotional mail. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_unsent')
      .on(t.status, t.queuedAt)
      .where(sql`${t.status} <> 'sent'`),
  ],
);

/** Attempts counted per bucket ("login-ip:1.2.3.4"), shared by every server instance. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_bucket_time').on(t.bucket, t.createdAt)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    uniqueCode: text('unique_code').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    /** Access notes for the cleaner (shared/access-notes.ts, decision 100); '' when none. */
    accessEntryCode: text('access_entry_code').notNull().default(''),
    accessParking: text('access_parking').notNull().default(''),
    accessPets: text('access_pets').notNull().default(''),
    accessOther: text('access_other').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
);

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    imagePath: text('image_path'),
    webpImagePath: text('webp_image_path'),
    imageAlt: text('image_alt').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    popular: boolean('popular').notNull().default(false),
    /** An unpublished post is kept for the operators but left off every public page. */
    published: boolean('published').notNull().default(true),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
  },
  (t) => [index('blogs_added').on(t.addedAt)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Set while an operator has hidden the comment from the blog. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why the comment was last hidden or shown again, as the operator wrote it. */
    moderationReason: text('moderation_reason').notNull().default(''),
  },
  (t) => [index('comments_blog_time').on(t.blogId, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const pageStatus = pgEnum('page_status', ['Active', 'Inactive']);

/** HTML content pages found by slug (service details, legal pages, the home description). */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Sanitized before it is stored; the API sends it base64-encoded. */
  html: text('html').notNull(),
  status: pageStatus('status').notNull().default('Active'),
  deleted: boolean('deleted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** <title>, description and keywords per route slug. */
export const pageMetas = pgTable('page_metas', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  keywords: text('keywords').notNull(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  heading: text('heading').notNull().unique(),
  subHeading: text('sub_heading').notNull(),
  description: text('description').notNull(),
  imagePath: text('image_path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const audience = pgEnum('audience', ['Customer', 'Contractor']);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull().unique(),
    answer: text('answer').notNull(),
    audience: audience('audience').notNull(),
    /** Set when the question belongs to one service's page. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** An unpublished question is kept for the operators but left off every public page. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    index('faqs_audience').on(t.audience, t.sortOrder),
    index('faqs_service').on(t.serviceId),
  ],
);

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const blogTagLinks = pgTable(
  'blog_tag_links',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.tagId] })],
);

/**
 * Reviews shown on the site. Testimonials are seeded with a name and city; reviews that
 * customers write after a booking also point at the customer.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    audience: audience('audience').notNull(),
    authorName: text('author_name').notNull(),
    city: text('city').notNull().default(''),
    body: text('body').notNull(),
    rating: integer('rating').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    /** Set for a customer's review of a completed booking: one review per booking. */
    bookingId: integer('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').references(() => contractors.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    /** Set while an operator has hidden the review from every public page. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why the review was last hidden or published again, as the operator wrote it. */
    moderationReason: text('moderation_reason').notNull().default(''),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_contractor').on(t.contractorId),
    // Seeded testimonials are matched by author and text; customers' reviews may repeat both.
    uniqueIndex('reviews_author_body')
      .on(t.authorName, t.body)
      .where(sql`${t.customerId} is null`),
    index('reviews_audience_time').on(t.audience, t.createdAt),
    // A customer's own reviews, newest first (customer/get_all_review).
    index('reviews_customer_time').on(t.customerId, t.createdAt),
  ],
);

/**
 * Sales taxes by province, as rows so a rate change is data, not a release. A rate is in
 * parts per million (5% = 50 000, QST 9.975% = 99 750).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    provinceCode: text('province_code').notNull(),
    name: text('name').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    /** Saskatchewan's PST applies to commercial cleaning only. */
    commercialOnly: boolean('commercial_only').notNull().default(false),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('tax_rates_key').on(t.provinceCode, t.name, t.effectiveFrom),
    check('tax_rates_rate_range', sql`${t.ratePpm} between 0 and 1000000`),
  ],
);

export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed']);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are compared case-insensitively. */
    code: text('code').notNull().unique(),
    kind: couponKind('kind').notNull(),
    /** Percent in basis points (10% = 1000) or a fixed amount in cents. */
    amount: integer('amount').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    cityId: integer('city_id').references(() => cities.id),
    /** Set when an operator disables the coupon (decision 047): it is refused from then on. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('coupons_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * The job lifecycle of machines/job-lifecycle.machine.ts. `authorized` is open to the city's
 * contractors; `assigned` and `inProgress` hold a contractor's time.
 */
export const bookingStatus = pgEnum('booking_status', [
  'draft',
  'quoted',
  'authorized',
  'assigned',
  'inProgress',
  'completed',
  'cancelled',
]);

export const paymentStatus = pgEnum('payment_status', [
  'none',
  'cardSaved',
  'authorized',
  'captured',
  'released',
  'failed',
  'expired',
  // Refunds after capture (an operator's, docs/decisions/048-operator-bookings.md).
  'partlyRefunded',
  'refunded',
  // The saved card's hold, 24 hours before, needs the customer's bank check (decision 099).
  'needsAuthentication',
]);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The random code the web app holds (spec: booking id); never guessable. */
    uniqueCode: text('unique_code').notNull().unique(),
    /** The number a person reads and quotes on the phone, e.g. MS-100042. */
    bookingNo: text('booking_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: bookingStatus('status').notNull().default('draft'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    /** The language the booking was made in: a guest's mail about it goes out in it. */
    contactLocale: locale('contact_locale').notNull().default('en-CA'),
    residenceTypeId: integer('residence_type_id').references(() => residenceTypes.id),
    serviceId: integer('service_id').references(() => services.id),
    cityId: integer('city_id').references(() => cities.id),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    /** Names of the extras chosen, in the order shown (spec: vExtras, a JSON list of text). */
    extras: jsonb('extras').$type<string[]>().notNull().default([]),
    extrasMinutes: integer('extras_minutes').notNull().default(0),
    unit: text('unit').notNull().default(''),
    address: text('address').notNull().default(''),
    /** "T5J 1W4", normalized; null on bookings quoted before the field existed (decision 032). */
    postalCode: text('postal_code'),
    /**
     * Access notes for the cleaner, '' when none (shared/access-notes.ts, decision 100): shown
     * to the assigned cleaner only while the contact details are (decision 079), to the
     * customer and to operators; never in an e-mail.
     */
    accessEntryCode: text('access_entry_code').notNull().default(''),
    accessParking: text('access_parking').notNull().default(''),
    accessPets: text('access_pets').notNull().default(''),
    accessOther: text('access_other').notNull().default(''),
    /** The city's local date and hours as chosen (YYYY-MM-DD, minutes after midnight). */
    localDate: date('local_date', { mode: 'string' }),
    fromMinutes: integer('from_minutes'),
    untilMinutes: integer('until_minutes'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** endsAt plus the travel buffer: the time a contractor is held by this job. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    estimatedMinutes: integer('estimated_minutes'),
    hourlyRateCents: integer('hourly_rate_cents'),
    subtotalCents: integer('subtotal_cents'),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents'),
    taxName: text('tax_name').notNull().default(''),
    totalCents: integer('total_cents'),
    couponId: integer('coupon_id').references(() => coupons.id),
    contractorId: integer('contractor_id').references(() => contractors.id),
    /** The cleaner's pay, fixed at acceptance (hours x the pay rate then); null while open. */
    contractorPayCents: integer('contractor_pay_cents'),
    /**
     * The cancellation policy the booking was confirmed under (issue 42, decision 117), and when:
     * a later policy never changes it. Null on bookings confirmed before policies existed, which
     * cancel free of charge as they were sold.
     */
    cancellationPolicyVersion: integer('cancellation_policy_version').references(
      () => cancellationPolicies.version,
    ),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paymentStatus: paymentStatus('payment_status').notNull().default('none'),
    paymentMethodId: text('payment_method_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    authorizationExpiresAt: timestamp('authorization_expires_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * When the booking's current time was settled: its payment, or the customer's last move of
     * it. The deadline for a cleaner to accept counts from it for a same-day booking (decision 098).
     */
    timeChosenAt: timestamp('time_chosen_at', { withTimezone: true }),
    /**
     * When the customer was told that nobody had accepted the booking by its deadline (decision
     * 098): they are told once per time; a move clears it so the new time gets its own notice.
     */
    unacceptedToldAt: timestamp('unaccepted_told_at', { withTimezone: true }),
    /** When the day-before reminder was written (server/booking-news/); null until then. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * When the "book again" reminder about this completed booking was written (issue 44, decision
     * 142): once per completed booking, only to a customer who consents to it; null until then.
     */
    bookAgainMailedAt: timestamp('book_again_mailed_at', { withTimezone: true }),
    /**
     * Book again (decision 120): the cleaner the customer asked for. The job is offered to them
     * alone until `requestedUntil`; then, when the customer ticked "or anyone available"
     * (`requestedAnyone`), to every cleaner who could take it, and otherwise the customer is
     * told (`requestLapsedAt`) and it stays theirs until decision 098's deadline.
     */
    requestedContractorId: integer('requested_contractor_id').references(() => contractors.id, {
      onDelete: 'set null',
    }),
    requestedAnyone: boolean('requested_anyone').notNull().default(false),
    requestedUntil: timestamp('requested_until', { withTimezone: true }),
    requestLapsedAt: timestamp('request_lapsed_at', { withTimezone: true }),
    /** How many times the customer moved the booking (decision 121): at most two. */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /**
     * The earliest start the booking ever had, set by a move (decision 121); null while never
     * moved. The cancellation fee's window counts from coalesce(this, starts_at), so moving a
     * booking never dodges a fee.
     */
    feeWindowStartsAt: timestamp('fee_window_starts_at', { withTimezone: true }),
    /**
     * Regular cleanings (issue 45): the plan this booking is a visit of, null for a one-time
     * booking. The first visit is the booking the customer paid in the wizard; each later visit
     * is its own booking written by the plan's scheduler on the saved card.
     */
    planId: integer('plan_id').references((): AnyPgColumn => regularPlans.id, {
      onDelete: 'set null',
    }),
    /**
     * The visit's place in the plan's rhythm (the city's local date it was due): a moved visit
     * keeps it, so the scheduler never writes the same visit twice.
     */
    planVisitDate: date('plan_visit_date', { mode: 'string' }),
    /**
     * The wizard's "Make it regular" choice on a quoted booking (1, 2 or 4 weeks; null for a
     * one-time cleaning): paying the booking starts the plan, with this booking its first visit.
     */
    planEveryWeeks: integer('plan_every_weeks'),
    /** When the customer (or an operator) skipped this visit of a plan; it is then cancelled. */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_customer_time').on(t.customerId, t.createdAt),
    index('bookings_contractor_status').on(t.contractorId, t.status),
    index('bookings_city_status_start').on(t.cityId, t.status, t.startsAt),
    // The quote's and the payment's count of a city's open jobs overlapping a window, in the
    // range form of held-jobs.ts: only the paid jobs of that window, not every paid job of the city.
    index('bookings_open_job_span')
      .using('gist', t.cityId, sql`tstzrange(${t.startsAt}, ${t.blockedUntil})`)
      .where(sql`${t.status} = 'authorized'`),
    // Whether a city's cleaners hold a job in a window (the quote's and the payment's check):
    // the held jobs overlapping it, whoever holds them. The no-overlap constraint's index leads
    // with the cleaner, so that question read all of it (0.9 ms for 5 000 held jobs, bench/).
    index('bookings_held_job_span')
      .using('gist', sql`tstzrange(${t.startsAt}, ${t.blockedUntil})`)
      .where(sql`${t.status} in ('assigned', 'inProgress')`),
    // A cleaner's jobs of one local day, for the daily cap of the free-cleaner check (decision 044).
    index('bookings_contractor_day')
      .on(t.contractorId, t.localDate)
      .where(sql`${t.status} in ('assigned', 'inProgress', 'completed')`),
    // The paged lists (decision 054): a page of past work is read from the owner's newest
    // backwards, so it costs the same however long the owner's history is; the upcoming
    // bookings of a customer are found without reading their past.
    index('bookings_contractor_past')
      .on(t.contractorId, t.startsAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('completed', 'cancelled')`),
    index('bookings_customer_past')
      .on(t.customerId, t.startsAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('completed', 'cancelled') and ${t.paymentStatus} <> 'none'`),
    // The book-again job's run (decision 142): completed bookings of a window of days, not mailed.
    index('bookings_book_again_due')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed' and ${t.bookAgainMailedAt} is null`),
    index('bookings_customer_open')
      .on(t.customerId, t.startsAt, t.id)
      .where(sql`${t.status} not in ('completed', 'cancelled') and ${t.paymentStatus} <> 'none'`),
    // One booking per visit of a plan: the scheduler's write is idempotent under races.
    uniqueIndex('bookings_plan_visit')
      .on(t.planId, t.planVisitDate)
      .where(sql`${t.planId} is not null`),
    // The day-before reminders' scan: the paid bookings not yet reminded, by start.
    index('bookings_to_remind')
      .on(t.startsAt)
      .where(sql`${t.remindedAt} is null and ${t.status} in ('authorized', 'assigned')`),
    // The scheduler's scan for saved cards to hold: a few rows among all bookings.
    index('bookings_saved_card_start')
      .on(t.startsAt)
      .where(sql`${t.paymentStatus} = 'cardSaved'`),
    // The scheduler's scan for paid bookings nobody accepted (decision 098): a few rows.
    index('bookings_unaccepted_start')
      .on(t.startsAt)
      .where(sql`${t.status} = 'authorized' and ${t.contractorId} is null`),
    check(
      'bookings_rooms_range',
      sql`${t.bedrooms} between 1 and 8 and ${t.bathrooms} between 1 and 8`,
    ),
    check(
      'bookings_assigned_has_contractor',
      sql`${t.status} not in ('assigned', 'inProgress', 'completed') or ${t.contractorId} is not null`,
    ),
  ],
);

/** Who moved a booking: a person, or the scheduler (a lapsed start, a card hold 24 hours before). */
export const changeActor = pgEnum('change_actor', ['customer', 'operator', 'cleaner', 'scheduler']);

/**
 * Every move of a booking through the job lifecycle, written by moveBooking in the transaction
 * of the move: the operator's timeline reads when each state was reached.
 */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: bookingStatus('from_status').notNull(),
    toStatus: bookingStatus('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the move (the news says by whom a booking was cancelled); null before issue 40. */
    actor: changeActor('actor'),
    /** The booking's cleaner before the move: who handed a job back. */
    contractorIdBefore: integer('contractor_id_before').references(() => contractors.id, {
      onDelete: 'set null',
    }),
    /** The payment status before the move: what a cancellation did with the money. */
    paymentStatusBefore: paymentStatus('payment_status_before'),
    /**
     * When the people concerned were told of the move (server/booking-news/). moveBooking writes
     * it null and sets it once the news is written; a move whose news failed stays null until
     * the retry job tells it. Changes from before the news existed count as told.
     */
    toldAt: timestamp('told_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('booking_status_changes_booking').on(t.bookingId, t.at),
    index('booking_status_changes_untold')
      .on(t.id)
      .where(sql`${t.toldAt} is null`),
  ],
);

/**
 * The links to a booking's own page that its e-mails carry (issue 40): a guest opens the booking
 * with one, without an account. Only the SHA-256 of each link's token is kept, so the link lives
 * in the e-mail alone; every e-mail gets a link of its own, and revoking ends all of a booking's.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('booking_links_booking').on(t.bookingId)],
);

/** Why a card waits for its bank's check: the booking's payment, or a saved card's later hold. */
export const cardAuthenticationPurpose = pgEnum('card_authentication_purpose', [
  'payment',
  'savedCardHold',
  /** A tip's charge on the saved card, waiting for the customer at the panel (decision 131). */
  'tip',
]);

export const cardAuthenticationStatus = pgEnum('card_authentication_status', [
  'waiting',
  'succeeded',
  'failed',
  'abandoned',
]);

/**
 * Cards whose bank asked the customer to authenticate (3-D Secure, decision 099): the gateway's
 * intent waits, holding nothing, until the customer answers, and what the payment was for is kept
 * here so the answer can finish it. One left waiting is cancelled after a time limit or at the
 * booking's next attempt.
 */
export const cardAuthentications = pgTable(
  'card_authentications',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    purpose: cardAuthenticationPurpose('purpose').notNull(),
    /** A PaymentIntent (a hold) or a SetupIntent (a card saved for a later hold). */
    intentKind: text('intent_kind', { enum: ['payment', 'setup'] }).notNull(),
    gatewayIntentId: text('gateway_intent_id').notNull(),
    /** The card the customer gave (the payment) or the saved card (a later hold). */
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The coupon the payment applied, checked again when the customer's answer finishes it. */
    couponCode: text('coupon_code'),
    status: cardAuthenticationStatus('status').notNull().default('waiting'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('card_authentications_booking').on(t.bookingId, t.startedAt),
    index('card_authentications_waiting')
      .on(t.startedAt)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/**
 * Money given back after capture through the payment gateway. The sum per booking never
 * exceeds what was captured: the refund locks the booking row before it adds one.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The gateway's id of the refund (Stripe: re_…). */
    gatewayRefundId: text('gateway_refund_id').notNull(),
    reason: text('reason').notNull(),
    /** The operator who made it; the audit log has the rest. */
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_refunds_booking').on(t.bookingId),
    check('booking_refunds_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The cancellation policy as versioned data (issue 42, decision 117): the newest version applies
 * to bookings confirmed from now on; a booking keeps the version it was confirmed under. Rows are
 * never changed, only added (the operator's console saves a new version).
 */
export const cancellationPolicies = pgTable('cancellation_policies', {
  version: integer('version').primaryKey(),
  /** shared/cancellation-policy.ts `CancellationPolicy` without its version. */
  rules: jsonb('rules')
    .$type<{
      freeMinutesAfterBooking: number;
      tiers: {
        fromHoursBefore: number;
        untilHoursBefore: number;
        fee:
          | { kind: 'none' }
          | { kind: 'cleanerPay'; hours: number }
          | { kind: 'priceShare'; share: number };
      }[];
    }>()
    .notNull(),
  /** The operator who saved it; null for the first, seeded by its migration. */
  operatorId: integer('operator_id').references(() => operators.id),
  createdAt: createdAt(),
});

/**
 * A cancellation fee charged (issue 42, decision 117): all of it is the assigned cleaner's; its
 * tax is included in the amount. Issue 43's ledger reads these rows.
 */
export const bookingCancellationFees = pgTable(
  'booking_cancellation_fees',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    policyVersion: integer('policy_version')
      .notNull()
      .references(() => cancellationPolicies.version),
    amountCents: integer('amount_cents').notNull(),
    /** The tax included in the amount. */
    taxCents: integer('tax_cents').notNull(),
    taxName: text('tax_name').notNull().default(''),
    /** The cleaner's share: the whole amount. */
    cleanerCents: integer('cleaner_cents').notNull(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    /** How it was taken: part of the hold, or the saved card charged. */
    takenFrom: text('taken_from', { enum: ['hold', 'savedCard'] }).notNull(),
    /** The gateway's id of the payment that took it (Stripe: pi_…). */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_cancellation_fees_positive', sql`${t.amountCents} > 0`),
    check(
      'booking_cancellation_fees_parts',
      sql`${t.taxCents} >= 0 and ${t.taxCents} <= ${t.amountCents} and ${t.cleanerCents} = ${t.amountCents}`,
    ),
  ],
);

/** Bytes as PostgreSQL keeps them (bytea): a receipt's PDF as it was printed. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Receipts and credit notes: each its own series of numbers (docs/decisions/101). */
export const bookingDocumentKind = pgEnum('booking_document_kind', ['receipt', 'creditNote']);

/**
 * The last number given in each series and year. The transaction that issues the next document
 * takes the row (insert … on conflict do update) and holds it until it commits, so numbers follow
 * one another without a gap: a rolled-back capture or refund gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: bookingDocumentKind('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * A booking's receipt (issued when its card is charged) and credit notes (one per refund, citing
 * the receipt), kept as they were printed: the PDF's bytes and the lines it shows. Never updated
 * nor printed again; tax records, so a booking that has one cannot be deleted.
 */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: bookingDocumentKind('kind').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: 2026-000123 for a receipt, CN-2026-000004 for a credit note. */
    number: text('number').notNull().unique(),
    /** A credit note's refund and the receipt it cites; null on a receipt. */
    refundId: integer('refund_id').references(() => bookingRefunds.id, { onDelete: 'restrict' }),
    citesId: integer('cites_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The total (a credit note: the amount given back) and its tax, in cents. */
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Everything printed, as structured lines (server/receipts/receipt-content.ts). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    pdf: bytes('pdf').notNull(),
  },
  (t) => [
    uniqueIndex('booking_documents_series').on(t.kind, t.year, t.sequence),
    uniqueIndex('booking_documents_one_receipt')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'receipt'`),
    uniqueIndex('booking_documents_refund').on(t.refundId),
    index('booking_documents_booking').on(t.bookingId, t.id),
    check(
      'booking_documents_credit_note_cites',
      sql`(${t.kind} = 'receipt') = (${t.refundId} is null and ${t.citesId} is null)`,
    ),
  ],
);

/**
 * Tips to the cleaner after a completed cleaning (issue 42, decision 119): one per booking, a
 * charge of its own on the card the cleaning was paid with (never merged into the service's
 * capture), untaxed and 100 % the cleaner's. The unique booking makes a double press one tip.
 */
export const bookingTips = pgTable(
  'booking_tips',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The cleaner who did the job, all of whose the tip is. */
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The gateway's id of the tip's own charge (Stripe: a PaymentIntent), for a refund. */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    /** The card as the tip receipt names it ("Visa ending in 4242"), when the gateway said. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_tips_contractor').on(t.contractorId, t.createdAt),
    check('booking_tips_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A contractor who declined an open job no longer sees it. */
export const jobDeclines = pgTable(
  'job_declines',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.contractorId] })],
);

/**
 * A new job told to a cleaner who could take it (decision 061): the in-app notice goes at once;
 * the e-mail waits here so that jobs announced within a few minutes reach the cleaner as one
 * digest (server/jobs/job-digest.ts), which sets `mailedAt`.
 */
export const jobAnnouncements = pgTable(
  'job_announcements',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('job_announcements_pending')
      .on(t.contractorId, t.announcedAt)
      .where(sql`${t.mailedAt} IS NULL`),
    // The digest forgets mailed rows once they are old (ANNOUNCEMENTS_KEPT_DAYS).
    index('job_announcements_mailed')
      .on(t.mailedAt)
      .where(sql`${t.mailedAt} IS NOT NULL`),
  ],
);

/** What a customer keeps of a cleaner who worked for them (decision 120). */
export const cleanerMark = pgEnum('cleaner_mark', ['favourite', 'blocked']);

/**
 * A customer's favourite cleaners (added after a review of 4 or 5 stars) and blocked ones (a
 * review of 1 or 2 stars): a blocked cleaner is never offered that customer's jobs again
 * (server/db/shared-queries/job-takers.ts). One mark per customer and cleaner; undoing deletes it.
 */
export const customerCleaners = pgTable(
  'customer_cleaners',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    mark: cleanerMark('mark').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.contractorId] }),
    // The job board's and the announcement's exclusion looks a cleaner's blocks up.
    index('customer_cleaners_blocked')
      .on(t.contractorId, t.customerId)
      .where(sql`${t.mark} = 'blocked'`),
  ],
);

/** What became of a reschedule request (decision 125): asked, then answered, lapsed or closed. */
export const rescheduleRequestState = pgEnum('reschedule_request_state', [
  'asked',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
]);

/**
 * A customer's new time outside the assigned cleaner's free time (decisions 122, 125): the
 * booking keeps its time and hold until the cleaner accepts (the move of decision 121) or the
 * customer, after a decline or expiry, opens the new time to others or cancels free.
 */
export const rescheduleRequests = pgTable(
  'reschedule_requests',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    fromMinutes: integer('from_minutes').notNull(),
    untilMinutes: integer('until_minutes').notNull(),
    /** The price at the new time when asked; an increase the customer confirmed then. */
    totalCents: integer('total_cents').notNull(),
    wasCents: integer('was_cents').notNull(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    state: rescheduleRequestState('state').notNull().default('asked'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The customer's choice after a decline or expiry: kept, opened or cancelled; null until then. */
    choice: text('choice'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reschedule_requests_one_asked')
      .on(t.bookingId)
      .where(sql`${t.state} = 'asked'`),
    index('reschedule_requests_contractor').on(t.contractorId, t.state),
    index('reschedule_requests_answer_by')
      .on(t.answerBy)
      .where(sql`${t.state} = 'asked'`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // Once per customer.
  (t) => [uniqueIndex('coupon_redemptions_once').on(t.couponId, t.customerId)],
);

export const notificationRecipient = pgEnum('notification_recipient', ['Customer', 'Contractor']);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipient: notificationRecipient('recipient').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').references(() => contractors.id, {
      onDelete: 'cascade',
    }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_customer').on(t.customerId, t.createdAt),
    index('notifications_contractor').on(t.contractorId, t.createdAt),
    check(
      'notifications_one_recipient',
      sql`(${t.recipient} = 'Customer' and ${t.customerId} is not null and ${t.contractorId} is null) or (${t.recipient} = 'Contractor' and ${t.contractorId} is not null and ${t.customerId} is null)`,
    ),
  ],
);

/**
 * Web-vitals from visitors' browsers (spec §7, decision 037): the route template, the metric and
 * its value, nothing that points at a person (no address, account or URL). Kept 30 days, long
 * enough for daily p75 figures and trends.
 */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: serial('id').primaryKey(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('web_vital_samples_recorded_at').on(t.recordedAt),
    check('web_vital_samples_metric', sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('web_vital_samples_rating', sql`${t.rating} in ('good', 'needs-improvement', 'poor')`),
  ],
);

/**
 * Operators (decision 047): MapleShine's staff, a third profile on the same users and sessions
 * as customers and contractors. Made with `npm run ops -- create-operator`, never by signing up.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  uniqueCode: text('unique_code').notNull().unique(),
  fullName: text('full_name').notNull(),
  /**
   * The TOTP secret (base32) of their authenticator app (decision 078): set when they start the
   * set-up, in use once `totpEnabledAt` is set by a first right code.
   */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step whose code was accepted: no code of it or before is accepted again. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /**
   * Set when another operator disables them (decision 085): no login, and their sessions ended in
   * the same transaction; null while they may use the console.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use recovery codes of an operator's second factor, kept only as their SHA-256. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator').on(t.operatorId)],
);

/**
 * The audit log (decision 047): every operator action, written in the transaction of the change
 * by server/console/audit-log.ts alone. A trigger (migration) refuses UPDATE, DELETE and TRUNCATE,
 * so no code path can edit history; an operator with entries cannot be deleted either.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    /** Dotted noun.verb, e.g. `application.approve`, `coupon.create`. */
    action: text('action').notNull(),
    /** What was acted on: `contractor`, `coupon`, `booking`, `review`, … */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The values before and after, as the console shows them; null where nothing existed. */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_actions_time').on(t.createdAt),
    index('operator_actions_subject').on(t.subjectType, t.subjectId),
  ],
);

/**
 * The terms a customer accepted for a Quebec service address (Charter of the French Language
 * s. 55, decision 110): the French version was shown first, and the customer accepted it or
 * expressly chose the English one. One row per booking, written with its payment; the payment of
 * a Quebec booking is refused without it. Deleted with the booking (an unpaid one's retention).
 */
export const bookingTermsAcceptances = pgTable(
  'booking_terms_acceptances',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The terms' version as the web app's block names it: their "Last updated" day. */
    termsVersion: text('terms_version').notNull(),
    /** Always 'fr' for a Quebec address: the French version came first. */
    termsShownFirst: text('terms_shown_first').$type<'fr'>().notNull(),
    /** The version the customer is bound by: fr-CA, or en-CA after the express choice. */
    termsAcceptedLanguage: locale('terms_accepted_language').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** The address the acceptance came from, as the server saw it (trusted proxies, config.ts). */
    acceptedIp: text('accepted_ip').notNull(),
  },
  (t) => [check('booking_terms_shown_first_fr', sql`${t.termsShownFirst} = 'fr'`)],
);

/*
 * The site's content in French (decision 106). Each content table's row is its English text, as
 * it always was; its translations live beside it, one row per (row, language), holding only the
 * texts a person reads. English is never a translation (the check), so today's English reads are
 * untouched and a French read is the English row with its translation joined on: a text without
 * its translation falls back to the English one. Ids, slugs, prices and order stay on the row.
 */
const notEnglish = (name: string, column: SQLWrapper) => check(name, sql`${column} <> 'en-CA'`);
const translationLocale = () => locale('locale').notNull();

export const labelTranslations = pgTable(
  'label_translations',
  {
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.labelId, t.locale] }),
    notEnglish('label_translations_not_english', t.locale),
  ],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    title: text('title').notNull(),
    /** Sanitized before it is stored, as the English. */
    html: text('html').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    notEnglish('page_translations_not_english', t.locale),
  ],
);

export const pageMetaTranslations = pgTable(
  'page_meta_translations',
  {
    pageMetaId: integer('page_meta_id')
      .notNull()
      .references(() => pageMetas.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageMetaId, t.locale] }),
    notEnglish('page_meta_translations_not_english', t.locale),
  ],
);

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    heading: text('heading').notNull(),
    subHeading: text('sub_heading').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bannerId, t.locale] }),
    notEnglish('banner_translations_not_english', t.locale),
  ],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.faqId, t.locale] }),
    notEnglish('faq_translations_not_english', t.locale),
  ],
);

export const blogTranslations = pgTable(
  'blog_translations',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.blogId, t.locale] }),
    notEnglish('blog_translations_not_english', t.locale),
  ],
);

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    notEnglish('blog_category_translations_not_english', t.locale),
  ],
);

export const blogTagTranslations = pgTable(
  'blog_tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.locale] }),
    notEnglish('blog_tag_translations_not_english', t.locale),
  ],
);

export const serviceTranslations = pgTable(
  'service_translations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.locale] }),
    notEnglish('service_translations_not_english', t.locale),
  ],
);

/** Only where a city's name differs in the language (none of today's cities does). */
export const cityTranslations = pgTable(
  'city_translations',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.locale] }),
    notEnglish('city_translations_not_english', t.locale),
  ],
);

export const residenceTypeTranslations = pgTable(
  'residence_type_translations',
  {
    residenceTypeId: integer('residence_type_id')
      .notNull()
      .references(() => residenceTypes.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.residenceTypeId, t.locale] }),
    notEnglish('residence_type_translations_not_english', t.locale),
  ],
);

export const extraTranslations = pgTable(
  'extra_translations',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.extraId, t.locale] }),
    notEnglish('extra_translations_not_english', t.locale),
  ],
);

/** The settings people read (the footer's description and copyright line), not numbers or links. */
export const settingTranslations = pgTable(
  'setting_translations',
  {
    settingId: integer('setting_id')
      .notNull()
      .references(() => settings.id, { onDelete: 'cascade' }),
    locale: translationLocale(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.settingId, t.locale] }),
    notEnglish('setting_translations_not_english', t.locale),
  ],
);

/**
 * What a ledger row records (issue 43, decision 132). A hold and its release move no money but
 * are kept, so an operator sees every step the card went through.
 */
export const ledgerEntryKind = pgEnum('ledger_entry_kind', [
  'hold',
  'holdRelease',
  'capture',
  'refund',
  'cancellationFee',
  'tip',
  'transfer',
]);

/**
 * Every money movement of a booking (issue 43, DESIGN.md "Money events and receipts", decision
 * 132). Each row splits what the customer paid (+) or got back (−) into the tax collected, the
 * cleaner's share and MapleShine's margin, so the three reconcile to the cent by construction; a
 * transfer pays the cleaner's share out (`paid_out_cents`). Rows are only ever added, once each:
 * `entry_key` is the movement's own idempotency key.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The cleaner whose share or transfer this is; null when no cleaner is concerned. */
    contractorId: integer('contractor_id').references(() => contractors.id, {
      onDelete: 'restrict',
    }),
    kind: ledgerEntryKind('kind').notNull(),
    /** Unique per movement, e.g. `booking-<code>-capture`: writing a movement twice is a no-op. */
    entryKey: text('entry_key').notNull().unique(),
    /** Held on the card (+ a hold, − its release or capture); no money moved. */
    heldCents: integer('held_cents').notNull().default(0),
    /** Charged to the customer (+) or given back (−). */
    customerCents: integer('customer_cents').notNull().default(0),
    /** Of the customer's money: the tax collected (GST/HST, QST). */
    taxCents: integer('tax_cents').notNull().default(0),
    /** Of the customer's money: what is owed to the cleaner. */
    cleanerCents: integer('cleaner_cents').notNull().default(0),
    /** Of the customer's money: MapleShine's margin (may be negative, e.g. a coupon or a refund). */
    marginCents: integer('margin_cents').notNull().default(0),
    /** Sent to the cleaner's payout account (a transfer). */
    paidOutCents: integer('paid_out_cents').notNull().default(0),
    /** The gateway's id of the movement (Stripe: pi_…, re_…, tr_…), when it has one. */
    gatewayRef: text('gateway_ref'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_booking').on(t.bookingId, t.id),
    index('ledger_entries_occurred').on(t.occurredAt),
    index('ledger_entries_contractor').on(t.contractorId, t.occurredAt),
    check(
      'ledger_entries_split',
      sql`${t.customerCents} = ${t.taxCents} + ${t.cleanerCents} + ${t.marginCents}`,
    ),
  ],
);

/** Where a cleaner's payable money stands (decision 133). */
export const payoutItemState = pgEnum('payout_item_state', [
  'pending',
  'sending',
  'sent',
  'failed',
]);

/**
 * A cleaner's share of one charge, to be transferred to their payout account (issue 43, decision
 * 133): the service's capture, a cancellation fee or a tip, one row each per booking. It becomes
 * payable when the charge is taken (`payable_at`) and must reach the cleaner by `due_by` (48
 * hours later). The transfer's idempotency key is `payout-<id>`, so a retry after a crash finds
 * the transfer already made instead of sending a second one.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['service', 'cancellationFee', 'tip'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The gateway's id of the charge the money came from (Stripe: the transfer's source). */
    sourcePaymentId: text('source_payment_id').notNull(),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    state: payoutItemState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the transfer job may try again (after a failure); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While `sending`: when the claim lapses, so a worker that died does not hold it for ever. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The gateway's id of the transfer (Stripe: tr_…) once sent. */
    gatewayTransferId: text('gateway_transfer_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_items_one_per_charge').on(t.bookingId, t.kind),
    index('payout_items_contractor').on(t.contractorId, t.payableAt),
    // The transfer job's scan: the few items not yet sent.
    index('payout_items_to_send')
      .on(t.payableAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    check('payout_items_positive', sql`${t.amountCents} > 0`),
    check(
      'payout_items_sent_has_transfer',
      sql`(${t.state} = 'sent') = (${t.gatewayTransferId} is not null and ${t.sentAt} is not null)`,
    ),
  ],
);

/**
 * A cleaner's payout account (issue 43, decision 133): a Stripe Connect Express account with
 * STRIPE_SECRET_KEY, the test gateway's stand-in otherwise. The gateway keeps the bank account and
 * the identity documents; MapleShine keeps only the account's id and whether it can be paid.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  id: serial('id').primaryKey(),
  contractorId: integer('contractor_id')
    .notNull()
    .unique()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  gateway: text('gateway', { enum: ['stripe', 'test'] }).notNull(),
  /** The gateway's id of the connected account (Stripe: acct_…). */
  accountId: text('account_id').notNull().unique(),
  /** The cleaner finished the gateway's onboarding. */
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  /** The gateway accepts transfers to the account. */
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** The bank account as the cleaner may read it back ("•••• 6789"), when the gateway says. */
  bankLast4: text('bank_last4'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A cleaner's data for the CRA's platform reporting rules (issue 43, decision 135): legal name,
 * address, date of birth, SIN or business number and GST/HST number, as one JSON document
 * encrypted with AES-256-GCM (a random 12-byte IV per record, the row's contractor as associated
 * data). `key_id` names the key that sealed it, so keys can rotate. Nothing here is readable
 * without the key; every operator's read is written to the audit log.
 */
export const contractorTaxDetails = pgTable('contractor_tax_details', {
  id: serial('id').primaryKey(),
  contractorId: integer('contractor_id')
    .notNull()
    .unique()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull(),
  iv: bytes('iv').notNull(),
  ciphertext: bytes('ciphertext').notNull(),
  authTag: bytes('auth_tag').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A cleaner's background checks (issue 43, decision 134): one row each time an operator records
 * one (at approval, and each renewal), so the history is kept; the newest row is the cleaner's
 * check. A cleaner approved before checks were recorded has none and keeps working, without the
 * public "Background-checked" line. The expiry job (server/background-checks/) tells the cleaner
 * and the operators 30 and 7 days ahead, once each, and pauses the cleaner on `expires_on`.
 */
export const backgroundChecks = pgTable(
  'background_checks',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    /** Who ran it: a provider's name, or "in person". */
    provider: text('provider').notNull(),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    result: text('result', { enum: ['clear', 'notClear'] }).notNull(),
    /** The first day the check no longer counts (the city's date). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The operator who recorded it (kept as null should that operator's record go). */
    recordedBy: integer('recorded_by').references(() => operators.id, { onDelete: 'set null' }),
    /** When the 30-day and the 7-day notices were written (once each). */
    warned30At: timestamp('warned_30_at', { withTimezone: true }),
    warned7At: timestamp('warned_7_at', { withTimezone: true }),
    /** When the expiry job acted on the lapse (paused the cleaner and told them). */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('background_checks_contractor').on(t.contractorId, t.id),
    check('background_checks_expire_after_check', sql`${t.expiresOn} > ${t.checkedOn}`),
    check('background_checks_provider_given', sql`length(trim(${t.provider})) > 0`),
  ],
);

/**
 * What a person agreed to be sent besides transactional mail (issue 44, CASL): one row per
 * consent given, for one topic; withdrawing it stamps `withdrawnAt` (and how), so the history of
 * when and how each consent was given and taken back stays. A topic is consented while a row of
 * it has no `withdrawnAt`; at most one such row per person and topic.
 */
export const emailConsents = pgTable(
  'email_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `bookAgain`: reminders to book again; `offers`: offers and the newsletter. */
    topic: text('topic', { enum: ['bookAgain', 'offers'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    /** Where it was given: `registration`, `profile`, `booking`. */
    grantedVia: text('granted_via').notNull(),
    /** The wording the person agreed to, as shown to them (CASL asks what they were told). */
    grantedWording: text('granted_wording').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** `profile`, `unsubscribeLink`, `listUnsubscribe` (the mail client's one-click), `closure`. */
    withdrawnVia: text('withdrawn_via'),
  },
  (t) => [
    index('email_consents_user').on(t.userId),
    uniqueIndex('email_consents_one_current')
      .on(t.userId, t.topic)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/**
 * A person's request to download everything MapleShine holds about them (issue 44): built by a
 * background job, then offered through a link (only the token's SHA-256 kept) until it expires.
 * The archive is kept here, not in the upload storage, whose files are served to anyone with
 * their URL; it is deleted when the link expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['building', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('building'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    /** The zip archive (JSON for machines, an HTML page for people); null once expired. */
    archive: bytes('archive'),
    byteSize: integer('byte_size'),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user').on(t.userId, t.requestedAt)],
);

/**
 * What the daily retention job deleted (issue 44): one row per kind of data per run, so
 * operators can see per day what went. Holds counts only, never what the rows said.
 */
export const retentionDeletions = pgTable(
  'retention_deletions',
  {
    id: serial('id').primaryKey(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** A key of the retention table (server/domain/retention.ts), e.g. `contactMessages`. */
    kind: text('kind').notNull(),
    deleted: integer('deleted').notNull(),
  },
  (t) => [index('retention_deletions_ran_at').on(t.ranAt)],
);

/**
 * A record of a breach of security safeguards (PIPEDA s. 10.3: every breach is recorded and the
 * records kept at least 24 months), written by operators in the console.
 */
export const securityIncidents = pgTable('security_incidents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** What happened and how it was found and contained. */
  description: text('description').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
  /** Whose data and which kinds (addresses, e-mails, access notes, card details…). */
  dataAffected: text('data_affected').notNull(),
  peopleAffected: integer('people_affected'),
  /** Whether it creates a real risk of significant harm: then the Commissioner and people are told. */
  realRiskOfSignificantHarm: boolean('real_risk_of_significant_harm').notNull(),
  reportedToCommissionerAt: timestamp('reported_to_commissioner_at', { withTimezone: true }),
  peopleNotifiedAt: timestamp('people_notified_at', { withTimezone: true }),
  recordedBy: integer('recorded_by')
    .notNull()
    .references(() => operators.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Uploaded files nobody may see any more (a closed account's photos, issue 44): the row points at
 * the file until the retention job removes it from the storage, then the row goes too. Rows are
 * written in the transaction that stops using the file, so a rolled-back change discards nothing.
 */
export const discardedUploads = pgTable('discarded_uploads', {
  id: serial('id').primaryKey(),
  /** The upload's URL path, as stored in `imagePath` columns (`/uploads/…`). */
  urlPath: text('url_path').notNull(),
  discardedAt: timestamp('discarded_at', { withTimezone: true }).notNull(),
});

/** A regular cleaning's life (issue 45, machines/regular-plan.machine.ts). */
export const planStatus = pgEnum('plan_status', ['active', 'paused', 'ended']);

/**
 * A regular cleaning (issue 45): the same cleaning every 1, 2 or 4 weeks, on the saved card,
 * ideally with the same cleaner. Each visit is an ordinary booking (`bookings.plan_id`), so every
 * rule of a single booking (hold 24 hours before, capture on completion, cancellation policy,
 * supply checks) holds for it. What a visit repeats (service, rooms, extras, address, access
 * notes, contact) is copied from the plan's latest visit.
 */
export const regularPlans = pgTable(
  'regular_plans',
  {
    id: serial('id').primaryKey(),
    /** The random code of the plan's page; never guessable. */
    uniqueCode: text('unique_code').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: planStatus('status').notNull().default('active'),
    /** 1, 2 or 4. */
    everyWeeks: integer('every_weeks').notNull(),
    /** The frequency's discount when the plan was bought (operators' setting then), whole percent. */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** The visit the customer paid in the wizard. */
    firstBookingId: integer('first_booking_id')
      .notNull()
      .references((): AnyPgColumn => bookings.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /**
     * The rhythm: visits are due on anchorDate + k × everyWeeks weeks (the city's local dates),
     * in the window fromMinutes–untilMinutes. A change of day or frequency moves the anchor.
     */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    fromMinutes: integer('from_minutes').notNull(),
    untilMinutes: integer('until_minutes').notNull(),
    /** The plan's cleaner, once one accepted the whole plan; its visits are offered to them first. */
    contractorId: integer('contractor_id').references(() => contractors.id, {
      onDelete: 'set null',
    }),
    contractorAcceptedAt: timestamp('contractor_accepted_at', { withTimezone: true }),
    /** The saved card every later visit is held on (the first visit's payment saved it). */
    paymentMethodId: text('payment_method_id'),
    /** The cancellation policy the plan was bought under: each visit carries it. */
    cancellationPolicyVersion: integer('cancellation_policy_version').references(
      () => cancellationPolicies.version,
    ),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The local date from which a paused plan has visits again; null while not paused. */
    resumesOn: date('resumes_on', { mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The last local date through which the scheduler has written the plan's visits. */
    visitsWrittenThrough: date('visits_written_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('regular_plans_customer').on(t.customerId, t.createdAt),
    index('regular_plans_contractor').on(t.contractorId),
    // One booking starts one plan only: a payment replayed or raced cannot write a second
    // (migration 0051, decision 148).
    uniqueIndex('regular_plans_first_booking').on(t.firstBookingId),
    // The scheduler's scan: the plans still running whose visits must be written further.
    index('regular_plans_to_write')
      .on(t.visitsWrittenThrough)
      .where(sql`${t.status} <> 'ended'`),
    check('regular_plans_every_weeks', sql`${t.everyWeeks} in (1, 2, 4)`),
    check('regular_plans_discount', sql`${t.discountPercent} between 0 and 50`),
    check('regular_plans_window', sql`${t.fromMinutes} < ${t.untilMinutes}`),
  ],
);

/**
 * Every change of a plan (issue 45): the machine's event, who made it, and what it was, e.g.
 * `{ "everyWeeks": [2, 4] }`. The plan's history on the customer's, the cleaner's and the
 * operators' pages; a visit's own moves stay in booking_status_changes.
 */
export const planEvents = pgTable(
  'plan_events',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => regularPlans.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actor: changeActor('actor').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_events_plan').on(t.planId, t.at)],
);
