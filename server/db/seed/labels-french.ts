/**
 * The French twins (shared/catalogue/fr-CA/) of the catalogue modules the labels are seeded from
 * (labels.ts), one line per module as each is written, exported under its name in
 * labels.ts's `englishModules`:
 *
 *   export * as auth from '#shared/catalogue/fr-CA/auth.ts';
 *   export * as contractorApplication from '#shared/catalogue/fr-CA/contractor-application.ts';
 *
 * A page's French labels are seeded once its module is here; tests/unit/label-seed.test.ts fails
 * on a French twin that exists but is not listed, and on a listed one lacking a label.
 */
export * as auth from '#shared/catalogue/fr-CA/auth.ts';
export * as blog from '#shared/catalogue/fr-CA/blog.ts';
export * as booking from '#shared/catalogue/fr-CA/booking.ts';
export * as contact from '#shared/catalogue/fr-CA/contact.ts';
export * as content from '#shared/catalogue/fr-CA/content.ts';
export * as contractorApplication from '#shared/catalogue/fr-CA/contractor-application.ts';
export * as dashboard from '#shared/catalogue/fr-CA/dashboard.ts';
export * as faq from '#shared/catalogue/fr-CA/faq.ts';
export * as hiring from '#shared/catalogue/fr-CA/hiring.ts';
export * as homeSlug from '#shared/catalogue/fr-CA/home-slug.ts';
export * as jobDetails from '#shared/catalogue/fr-CA/job-details.ts';
export * as jobs from '#shared/catalogue/fr-CA/jobs.ts';
export * as joinUs from '#shared/catalogue/fr-CA/join-us.ts';
export * as landing from '#shared/catalogue/fr-CA/landing.ts';
export * as notFound from '#shared/catalogue/fr-CA/not-found.ts';
export * as workingHours from '#shared/catalogue/fr-CA/working-hours.ts';
