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
export {};
