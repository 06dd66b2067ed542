/**
 * Labels per page slug (the first path segment of a route, 'home' for '/'): headings, field
 * labels, placeholders, buttons and short helper texts. Validation messages and toasts are not
 * labels; they are fixed texts in code. The texts are written once, in the catalogue
 * (shared/catalogue/), where the pages take them as their defaults; a page's new label is seeded
 * by adding it there. English comes from en-CA/; French from each module's fr-CA/ twin, once it
 * is listed in labels-french.ts (decision 106).
 */
import * as auth from '#shared/catalogue/en-CA/auth.ts';
import * as blog from '#shared/catalogue/en-CA/blog.ts';
import * as booking from '#shared/catalogue/en-CA/booking.ts';
import * as contact from '#shared/catalogue/en-CA/contact.ts';
import * as content from '#shared/catalogue/en-CA/content.ts';
import * as contractorApplication from '#shared/catalogue/en-CA/contractor-application.ts';
import * as dashboard from '#shared/catalogue/en-CA/dashboard.ts';
import * as faq from '#shared/catalogue/en-CA/faq.ts';
import * as hiring from '#shared/catalogue/en-CA/hiring.ts';
import * as homeSlug from '#shared/catalogue/en-CA/home-slug.ts';
import * as jobDetails from '#shared/catalogue/en-CA/job-details.ts';
import * as jobs from '#shared/catalogue/en-CA/jobs.ts';
import * as joinUs from '#shared/catalogue/en-CA/join-us.ts';
import * as landing from '#shared/catalogue/en-CA/landing.ts';
import * as notFound from '#shared/catalogue/en-CA/not-found.ts';
import * as workingHours from '#shared/catalogue/en-CA/working-hours.ts';
import * as frenchTwins from './labels-french.ts';

/** The catalogue modules the labels come from, by the name labels-french.ts exports them as. */
export const englishModules = {
  auth,
  blog,
  booking,
  contact,
  content,
  contractorApplication,
  dashboard,
  faq,
  hiring,
  homeSlug,
  jobDetails,
  jobs,
  joinUs,
  landing,
  notFound,
  workingHours,
};

export type LabelModule = keyof typeof englishModules;
type Texts = Record<string, string>;
/** A module of either language, read by name: French twins are typed from the English. */
type AnyModule = Record<string, unknown>;

/** The catalogue file of a module, e.g. contractorApplication → contractor-application.ts. */
export function moduleFile(name: LabelModule): string {
  return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}

function textsOf(module: AnyModule, name: string): Texts {
  const value = module[name];
  if (typeof value !== 'object' || value === null) throw new Error(`No labels named ${name}.`);
  return value as Texts;
}

type HiringCities = Record<string, unknown>;
type HiringPageLabels = (city: never) => Texts;

function hiringPagesOf(module: AnyModule): Record<string, Texts> {
  const cities = module.hiringCities as HiringCities;
  const page = module.hiringPageLabels as HiringPageLabels;
  return Object.fromEntries(
    Object.entries(cities).map(([city, about]) => [
      `house-cleaner-jobs-${city}`,
      page(about as never),
    ]),
  );
}

/** Which module and export each page slug's labels come from. */
const slugSources: Record<string, [LabelModule, string]> = {
  home: ['homeSlug', 'homeLabels'],
  'book-now': ['booking', 'bookNowLabels'],
  'thank-you': ['booking', 'thankYouLabels'],
  login: ['auth', 'loginLabels'],
  register: ['auth', 'registerLabels'],
  'forgot-password': ['auth', 'forgotPasswordLabels'],
  'reset-password': ['auth', 'resetPasswordLabels'],
  'success-registration': ['auth', 'successRegistrationLabels'],
  'account-activation': ['auth', 'accountActivationLabels'],
  'account-verified': ['auth', 'accountVerifiedLabels'],
  'success-reset-password': ['auth', 'successResetPasswordLabels'],
  'change-password': ['dashboard', 'changePasswordLabels'],
  'contact-us': ['contact', 'contactUsLabels'],
  'about-us': ['content', 'aboutUsLabels'],
  services: ['content', 'servicesLabels'],
  commercial: ['content', 'commercialLabels'],
  careers: ['content', 'careersLabels'],
  'join-us': ['joinUs', 'joinUsLabels'],
  'contractor-application': ['contractorApplication', 'contractorApplicationLabels'],
  'frequently-asked-questions': ['faq', 'faqLabels'],
  blog: ['blog', 'blogListLabels'],
  blogs: ['blog', 'blogListLabels'],
  'blog-detail': ['blog', 'blogDetailLabels'],
  dashboard: ['dashboard', 'dashboardLabels'],
  profile: ['dashboard', 'profileLabels'],
  'edit-profile': ['dashboard', 'editProfileLabels'],
  'add-address': ['dashboard', 'addAddressLabels'],
  'edit-address': ['dashboard', 'editAddressLabels'],
  booking: ['dashboard', 'bookingLabels'],
  jobs: ['jobs', 'jobsLabels'],
  'working-hours': ['workingHours', 'workingHoursLabels'],
  'job-details': ['jobDetails', 'jobDetailsLabels'],
  reviews: ['dashboard', 'reviewsLabels'],
  'add-review': ['dashboard', 'addReviewLabels'],
  notification: ['dashboard', 'notificationLabels'],
  'move-out-in-cleaning-edmonton': ['landing', 'landingLabels'],
  'page-not-found': ['notFound', 'notFoundLabels'],
};

/** Each page slug's labels from one language's modules: the slugs of a missing module are left out. */
function labelPages(modules: Partial<Record<LabelModule, AnyModule>>): Record<string, Texts> {
  const pages: Record<string, Texts> = {};
  for (const [slug, [name, exported]] of Object.entries(slugSources)) {
    const module = modules[name];
    if (module) pages[slug] = textsOf(module, exported);
  }
  if (modules.hiring) Object.assign(pages, hiringPagesOf(modules.hiring));
  return pages;
}

/** The module each seeded slug's labels come from (the hiring pages' is `hiring`). */
export function moduleOfSlug(slug: string): LabelModule {
  return slugSources[slug]?.[0] ?? 'hiring';
}

export const labelSeed: Record<string, Texts> = labelPages(englishModules);

/** The French labels of the slugs whose module has its French twin listed in labels-french.ts. */
export const frenchLabelSeed: Record<string, Texts> = labelPages(
  frenchTwins as Partial<Record<LabelModule, AnyModule>>,
);
