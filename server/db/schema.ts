import {
  check,
  integer,
  pgEnum,
  pgTable,
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
