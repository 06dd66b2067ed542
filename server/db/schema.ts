import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const settingGroup = pgEnum('setting_group', ['Company', 'Social']);

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

/** One login per e-mail; the customer and contractor profiles hang off it (a person can be both). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  // Stored trimmed and lower-cased, so the same address cannot register twice.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
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
    createdAt: createdAt(),
  },
  (t) => [index('contractors_city_status').on(t.cityId, t.status)],
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

/** Mail that was not sent through SMTP (no SMTP_URL): kept here and listed at /dev/outbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_author_body').on(t.authorName, t.body),
    index('reviews_audience_time').on(t.audience, t.createdAt),
  ],
);
