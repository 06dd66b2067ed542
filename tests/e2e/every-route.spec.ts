import path from 'node:path';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Cookie,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoContractorEmail,
  demoCustomer,
  demoOperator,
} from '#server/db/seed/accounts.ts';
import { notFoundLabels } from '#shared/catalogue/en-CA/not-found.ts';
import { adminSections, sectionHref } from '#src/app/console/console-sections.ts';
import { SESSION_KEYS } from '#src/session/role.ts';
import { axeFindings, LOADING, type AxeFinding } from '#tests/support/e2e-axe.ts';
import { newCustomer, paidBooking, type BookingPlace } from '#tests/support/e2e-bookings.ts';
import { findClippedText } from '#tests/support/e2e-clipped-text.ts';
import { nextFrames } from '#tests/support/e2e-frames.ts';
import { followRequests, type FollowedRequests } from '#tests/support/e2e-network.ts';
import { logInOperatorThroughApi, sendWithOperatorCode } from '#tests/support/e2e-operator.ts';
import { onPhone } from '#tests/support/e2e-press.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';
import { visualProblems } from '#tests/support/e2e-visual-checks.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

/*
 * The sweep of every route of spec §2 (decision 029), at desktop and phone size (both projects run
 * this file): each route as a visitor (with its h1, where it has a fixed one), each signed-in
 * route as every role it serves, and the alternate screen a signed-in route shows the other role,
 * and every section of the operator console as the demo operator (read from
 * src/app/console/console-sections.ts, so a new section is swept without a line here). One visit per
 * route, role and size: axe scans the loading markup as soon as the h1 shows, the settled page,
 * and a form that is empty on arrival once more after pressing its submit button (field errors);
 * with SCREENS=1 the page is photographed whole (test-results/screens/<project>/); a visitor's
 * page passes the visual checks of issue 23 (brand typeface, no duplicate heading, no clipped
 * image, and at desktop width no empty column); then the page is checked for sideways
 * scrolling and for text cut off by its box or covered by a control laid over it, at 1280 px in
 * the desktop project and in the phone project after narrowing it from 390 to 360 px, the
 * narrowest phone. The narrow pass runs once, on the phone: narrowed to 360 px, the desktop's
 * page was the same route at the same width, only without touch. No visit may log an error.
 */

type Role = 'visitor' | 'customer' | 'contractor' | 'operator';
type SignedInRole = Exclude<Role, 'visitor'>;

type Visit = {
  /** The address opened. */
  path: string;
  /** The page's one h1, where the route has a fixed one. */
  heading?: string;
  /** The tab's title, where the page has its own (a post, a service: decision 036). */
  title?: string;
  /** The server's status for the address, when not 200: 404 for an address naming nothing. */
  status?: number;
  /** Where the visit ends, when the route sends elsewhere (redirects). */
  landsOn?: RegExp;
  /** Pages reached only by a click that carries navigation state (spec §2 "route not shown"). */
  reach?: (page: Page) => Promise<void>;
  /**
   * The submit button of a form that is empty on arrival: pressed once, so the page is scanned
   * again showing its field errors (a state with its own colours, e.g. a red placeholder).
   */
  submitEmpty?: string;
  /** The tab's title is the page's own h1 and the site's name (the console's pages). */
  titledByHeading?: boolean;
};

const NARROW = { width: 360, height: 740 };
/** A code no account or reset was ever given: the pages' "link not valid" states. */
const UNKNOWN_CODE = 'every-route-unknown-code';
const SCREENS_DIR = path.join('test-results', 'screens');

const publicVisits: Visit[] = [
  { path: '/', heading: 'Home cleaning in nine Canadian cities' },
  { path: '/login', submitEmpty: 'Log In', heading: 'Welcome Back' },
  { path: '/register', submitEmpty: 'Sign Up', heading: 'Create Your Account' },
  { path: '/forgot-password', submitEmpty: 'Send Reset Link', heading: 'Forgot Your Password?' },
  { path: `/reset-password/${UNKNOWN_CODE}` },
  { path: `/account-activation/${UNKNOWN_CODE}` },
  { path: '/account-verified' },
  { path: '/success-registration' },
  { path: '/success-reset-password' },
  { path: '/logout', landsOn: /\/login$/ },
  { path: '/contractor-application', submitEmpty: 'Submit Application' },
  { path: '/check-availability-form', landsOn: /\/book-now$/ },
  { path: '/book-now', submitEmpty: 'Continue', heading: 'Book a Cleaning' },
  { path: '/thank-you' },
  { path: '/error' },
  { path: '/chats' },
  { path: '/contact-us', submitEmpty: 'Send Message', heading: 'Contact Us' },
  { path: '/about-us', heading: 'About Us' },
  { path: '/careers', heading: 'Careers' },
  { path: '/commercial', heading: 'Commercial Cleaning' },
  { path: '/services', heading: 'Our Services' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/help-and-legal/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/frequently-asked-questions', heading: 'Frequently Asked Questions' },
  { path: '/join-us', heading: 'Join MapleShine as a Cleaner' },
  { path: '/move-out-move-in-clean', heading: 'Move-Out/Move-In Clean' },
  { path: '/deep-cleaning', heading: 'Deep Cleaning' },
  { path: '/post-event-cleanup', heading: 'Post-Event Cleanup' },
  { path: '/routine-clean', heading: 'Routine Clean' },
  {
    path: '/service-detail/move-out-move-in-clean',
    heading: 'Move-Out/Move-In Clean',
    title: 'Move-Out/Move-In Clean | MapleShine',
  },
  {
    path: '/service-detail/deep-cleaning',
    heading: 'Deep Cleaning',
    title: 'Deep Cleaning | MapleShine',
  },
  {
    path: '/service-detail/post-event-cleanup',
    heading: 'Post-Event Cleanup',
    title: 'Post-Event Cleanup | MapleShine',
  },
  {
    path: '/service-detail/routine-clean',
    heading: 'Routine Clean',
    title: 'Routine Clean | MapleShine',
  },
  {
    path: '/service-detail/commercial-cleaning',
    heading: 'Commercial Cleaning',
    title: 'Commercial Cleaning | MapleShine',
  },
  { path: '/blog', heading: 'Cleaning Tips & News' },
  { path: '/blogs', heading: 'Cleaning Tips & News' },
  {
    path: '/blog-detail/move-out-cleaning-checklist-for-renters',
    heading: 'The Move-Out Cleaning Checklist for Renters',
    title: 'The Move-Out Cleaning Checklist for Renters | MapleShine',
  },
  {
    path: '/blog-detail/no-such-post',
    heading: 'Page Not Found.',
    title: 'Page Not Found | MapleShine',
    status: 404,
  },
  { path: '/house-cleaner-jobs-edmonton', heading: 'House Cleaner Jobs in Edmonton' },
  { path: '/house-cleaner-jobs-calgary', heading: 'House Cleaner Jobs in Calgary' },
  {
    path: '/house-cleaner-jobs-lower-mainland',
    heading: 'House Cleaner Jobs in the Lower Mainland',
  },
  { path: '/house-cleaner-jobs-winnipeg', heading: 'House Cleaner Jobs in Winnipeg' },
  { path: '/house-cleaner-jobs-ottawa', heading: 'House Cleaner Jobs in Ottawa' },
  { path: '/house-cleaner-jobs-toronto', heading: 'House Cleaner Jobs in Toronto' },
  { path: '/house-cleaner-jobs-mississauga', heading: 'House Cleaner Jobs in Mississauga' },
  { path: '/house-cleaner-jobs-brampton', heading: 'House Cleaner Jobs in Brampton' },
  { path: '/move-out-in-cleaning-edmonton', heading: 'Move-In and Move-Out Cleaning in Edmonton' },
  {
    path: '/no/such/page',
    heading: 'Page Not Found.',
    title: 'Page Not Found | MapleShine',
    status: 404,
  },
  // A signed-in route as a visitor: the layout sends them to log in.
  { path: '/dashboard', landsOn: /\/login$/ },
  { path: '/admin', landsOn: /\/login$/ },
];

/** From My Addresses, the first address's Edit: /edit-address needs the address in its state. */
async function openFirstAddress(page: Page) {
  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'My Addresses' })
    .getByRole('button', { name: 'Edit' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/edit-address$/);
}

/** From Jobs, the first job's View Details: /job-details needs the job in its state. */
async function openFirstJob(page: Page) {
  await page.goto('/jobs');
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/job-details$/);
}

/** A console address of a subpage pattern (`cleaners/:id`), as a pattern of the whole URL. */
function subpagePattern(subpage: string): RegExp {
  const parts = subpage.split('/').map((part) => (part.startsWith(':') ? '[^/?#]+' : part));
  return new RegExp(`/admin/${parts.join('/')}$`);
}

/**
 * A console subpage that names a record (a cleaner, a booking) is reached as an operator reaches
 * it: from its section's list, by the first link to such a page.
 */
function fromSectionList(sectionPath: string, subpage: string) {
  const pattern = subpagePattern(subpage);
  return async (page: Page) => {
    await page.goto(sectionHref({ path: sectionPath }));
    const listHeading = page.getByRole('heading', { level: 1 }).first();
    const listTitle = (await listHeading.textContent({ timeout: 15_000 }))?.trim() ?? '';
    const listed = subpage.slice(0, subpage.indexOf('/:'));
    // In either language: /admin/… or /fr/admin/….
    await page.locator(`main a[href*="/admin/${listed}/"]`).first().click({ timeout: 15_000 });
    await expect(page).toHaveURL(pattern);
    // The list stays on screen while the record's page loads; the sweep reads the record's own h1.
    await expect(page.getByRole('heading', { level: 1, name: listTitle, exact: true })).toHaveCount(
      0,
      { timeout: 15_000 },
    );
  };
}

/**
 * Every page of the operator console: each section of console-sections.ts and each of its subpages,
 * those naming a record reached from the section's list.
 */
const consoleVisits: Visit[] = adminSections.flatMap((section) => [
  { path: sectionHref(section), titledByHeading: true },
  ...Object.keys(section.subpages ?? {}).map((subpage) =>
    subpage.includes('/:')
      ? {
          path: `/admin/${subpage}`,
          reach: fromSectionList(section.path, subpage),
          titledByHeading: true,
        }
      : { path: `/admin/${subpage}`, titledByHeading: true },
  ),
]);

/** The console is not theirs: a customer or cleaner at /admin sees the not-found screen. */
const notTheirConsole: Visit = {
  path: '/admin',
  heading: notFoundLabels.NOT_FOUND_HEADING,
  title: 'Page Not Found | MapleShine',
  // Decision 061: the server knows the session and answers as for any address naming nothing.
  status: 404,
};

/*
 * Every signed-in route, with what each role sees there; /logout is left out, since it would end
 * the session the other visits of this worker share (it is visited signed out above).
 */
const signedInVisits: Record<SignedInRole, Visit[]> = {
  customer: [
    { path: '/' },
    { path: '/dashboard' },
    { path: '/profile' },
    { path: '/edit-profile' },
    { path: '/change-password', submitEmpty: 'Update Password' },
    { path: '/add-address', submitEmpty: 'Save Address' },
    { path: '/edit-address', reach: openFirstAddress },
    { path: '/booking' },
    { path: '/order', landsOn: /\/booking$/ },
    { path: '/reviews' },
    // Reached from a completed booking in the journeys; opened directly it says how to get there.
    { path: '/add-review' },
    { path: '/notification' },
    { path: '/chats' },
    // The contractors' pages: the alternate screen.
    { path: '/jobs' },
    { path: '/job-details' },
    { path: '/working-hours' },
    { path: '/pay-statements' },
    // Issue 45: a plan's page; a code that names none of theirs says so (decision 145).
    { path: '/plans/pln_none_of_theirs' },
    notTheirConsole,
  ],
  contractor: [
    { path: '/dashboard' },
    { path: '/profile' },
    { path: '/edit-profile' },
    { path: '/change-password', submitEmpty: 'Update Password' },
    { path: '/jobs' },
    { path: '/job-details', reach: openFirstJob },
    { path: '/working-hours' },
    // Issue 43: the offline stand-in's onboarding page (decision 133).
    {
      path: '/payouts/test-onboarding',
      heading: 'Set up payouts',
      submitEmpty: 'Save and continue',
    },
    { path: '/pay-statements' },
    { path: '/order', landsOn: /\/jobs$/ },
    { path: '/reviews' },
    { path: '/notification' },
    { path: '/chats' },
    // The customers' pages: the alternate screen.
    { path: '/booking' },
    { path: '/add-address' },
    { path: '/edit-address' },
    { path: '/add-review' },
    notTheirConsole,
  ],
  operator: consoleVisits,
};

type Account = { email: string; cookies: Cookie[]; storage: [string, string][] };

type LoginAnswer = {
  data?: {
    vCustomerUniqueCode?: string;
    iCustomerId?: number;
    vContractorUniqueCode?: string;
    vOperatorUniqueCode?: string;
  };
};

/** The session-storage entries the login form would write (src/session/store-login.ts). */
function storageOf(answer: LoginAnswer): [string, string][] {
  const codes = answer.data ?? {};
  const entries: [string, string][] = [];
  if (codes.vCustomerUniqueCode) {
    entries.push([SESSION_KEYS.customerUniqueCode, codes.vCustomerUniqueCode]);
  }
  if (codes.iCustomerId !== undefined) {
    entries.push([SESSION_KEYS.customerId, String(codes.iCustomerId)]);
  }
  if (codes.vContractorUniqueCode) {
    entries.push([SESSION_KEYS.contractorUniqueCode, codes.vContractorUniqueCode]);
  }
  if (codes.vOperatorUniqueCode) {
    entries.push([SESSION_KEYS.operatorUniqueCode, codes.vOperatorUniqueCode]);
  }
  return entries;
}

/** The answer of an API call that must succeed (the envelope's fields beside `message`). */
async function answerOf<T>(
  api: APIRequestContext,
  url: string,
  body: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await api.post(url, { data: body, headers });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok()) {
    throw new Error(`${url} answered ${response.status()}: ${json.message ?? ''}`);
  }
  return json;
}

async function dataOf<T>(
  api: APIRequestContext,
  url: string,
  body: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { data } = await answerOf<{ data?: T }>(api, url, body, headers);
  if (data === undefined) throw new Error(`${url} answered no data`);
  return data;
}

/** The day `daysAhead` after today in Edmonton, as YYYY-MM-DD. */
function edmontonDay(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton' }).format(
    new Date(),
  );
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysAhead)).toISOString().slice(0, 10);
}

/** The sweep's address and booking are told apart from everyone else's by this street. */
const SWEEP_ADDRESS = {
  tAddress: '11010 101 St NW',
  vCity: 'Edmonton',
  vZipCode: 'T5H 4B9',
  vState: 'Alberta',
  vCountry: 'Canada',
};

type Booking = { iBookingId: number; vAddress: string; eStatus: string };

/**
 * Gives the demo customer an address and an open Edmonton booking paid through the test gateway,
 * so /edit-address, /job-details and the lists show what they show in use. Both are made once
 * per run and found again by every later worker (a failed test restarts its worker; the phone
 * project has its own): the server allows five bookings an hour per e-mail. They are left in
 * place: each run starts on a fresh data dir, and nothing else meets them — the booking is nine
 * days ahead in the evening under its own contact name and service, while the other tests book
 * Edmonton's cleaner within four days, in the daytime, for a deep clean by Amelia Tremblay.
 */
async function seedActivity(customer: APIRequestContext, iCustomerId: number) {
  const addresses = await dataOf<{ tAddress: string }[]>(
    customer,
    '/api/customerAddress/get_all_data',
    { iCustomerId },
  );
  if (!addresses.some((address) => address.tAddress === SWEEP_ADDRESS.tAddress)) {
    await dataOf(customer, '/api/customerAddress/Add', { iCustomerId, ...SWEEP_ADDRESS });
  }

  const ours = (bookings: Booking[]) =>
    bookings.find(
      (booking) =>
        booking.vAddress.startsWith(SWEEP_ADDRESS.tAddress) && !/cancel/i.test(booking.eStatus),
    );
  if (ours(await dataOf<Booking[]>(customer, '/api/customer/get_all_data'))) return;

  const cities = await dataOf<{ iCityId: number; vCity: string }[]>(
    customer,
    '/api/city/get_all_data',
  );
  const services = await dataOf<{ iServiceId: number; vServiceName: string }[]>(
    customer,
    '/api/service/get_all_data',
  );
  const iCityId = cities.find((city) => city.vCity === 'Edmonton')?.iCityId;
  const iServiceId = services.find(
    (service) => service.vServiceName === 'Routine Clean',
  )?.iServiceId;
  if (!iCityId || !iServiceId) throw new Error('the seed has no Edmonton or no Routine Clean');
  const { id } = await answerOf<{ id: string }>(customer, '/api/cleaning/book-same-day', {
    vFullName: 'Amelia Sweep',
    vEmail: demoCustomer.email,
    vMobile: demoCustomer.mobile,
  });
  const quote = await answerOf<{ total_price: number; final_price: number }>(
    customer,
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'House',
      iServiceId,
      iCityId,
      vBedrooms: '2',
      vBathrooms: '1',
      vExtras: [],
      vAddress: `${SWEEP_ADDRESS.tAddress}, Edmonton, AB ${SWEEP_ADDRESS.vZipCode}`,
      vPostalCode: SWEEP_ADDRESS.vZipCode,
      vDate: edmontonDay(9),
      vFrom: '6:00PM',
      vUntill: '11:00PM',
    },
    { vUniqueCode: id },
  );
  await answerOf(customer, '/api/cleaning/book_now_email', {
    vUniqueCode: id,
    total_price: quote.total_price,
  });
  await dataOf(customer, '/api/cleaning/payment_autorization', {
    vUniqueCode: id,
    amount: quote.final_price,
    currency: 'cad',
    paymentMethodId: 'pm_card_visa',
    coupon_code: '',
  });
  if (!ours(await dataOf<Booking[]>(customer, '/api/customer/get_all_data'))) {
    throw new Error('the sweep’s booking is not among the customer’s bookings');
  }
}

/**
 * One tab per role per worker, kept for all of that role's visits (decision 069): a new context
 * per visit cost a second or more of a four-second visit on a 2-core machine (a new profile, and
 * the app's scripts fetched and compiled cold each time), and the sweep judges what each page
 * shows, not a first visit (the journeys and the layout-shift and web-vitals tests do that). Each
 * visit opens its address afresh in the tab, at the project's own size. Signed-in tabs carry the
 * role's cookie and the codes the login form would have stored in session storage. A failed test
 * restarts its worker, and so the tabs.
 */
const test = base.extend<
  object,
  { accounts: Record<SignedInRole, Account>; tabs: (role: Role) => Promise<Page> }
>({
  // One login per role per worker, through the API.
  accounts: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const emails: Record<SignedInRole, string> = {
        customer: demoCustomer.email,
        contractor: demoContractorEmail('Edmonton'),
        operator: demoOperator.email,
      };
      const apis: Partial<Record<SignedInRole, APIRequestContext>> = {};
      const accounts: Partial<Record<SignedInRole, Account>> = {};
      let customerId = 0;
      for (const role of ['customer', 'contractor', 'operator'] as const) {
        const api = await playwright.request.newContext({ baseURL });
        apis[role] = api;
        const response = await api.post('/api/auth/login', {
          data: { vEmail: emails[role], vPassword: DEMO_PASSWORD },
        });
        expect(response.status(), `${role} login`).toBe(200);
        // The operator's session opens the console after a code of their app (decision 078).
        if (role === 'operator') {
          await sendWithOperatorCode(api, baseURL ?? '', '/api/auth/second-factor/verify');
        }
        const answer = (await response.json()) as LoginAnswer;
        if (role === 'customer') customerId = answer.data?.iCustomerId ?? 0;
        accounts[role] = {
          email: emails[role],
          cookies: (await api.storageState()).cookies,
          storage: storageOf(answer),
        };
      }
      await seedActivity(apis.customer as APIRequestContext, customerId);
      await use(accounts as Record<SignedInRole, Account>);
      for (const api of Object.values(apis)) await api.dispose();
    },
    { scope: 'worker' },
  ],
  tabs: [
    async ({ browser, accounts }, use, workerInfo) => {
      const { baseURL, viewport, hasTouch, isMobile } = workerInfo.project.use;
      const contexts: BrowserContext[] = [];
      const opened = new Map<Role, Promise<Page>>();
      const open = async (role: Role) => {
        const context = await browser.newContext({ baseURL, viewport, hasTouch, isMobile });
        contexts.push(context);
        if (role !== 'visitor') {
          const account = accounts[role];
          await context.addCookies(account.cookies);
          await context.addInitScript((entries) => {
            for (const [key, value] of entries) sessionStorage.setItem(key, value);
          }, account.storage);
        }
        return context.newPage();
      };
      await use((role) => {
        const tab = opened.get(role) ?? open(role);
        opened.set(role, tab);
        return tab;
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
});

function slugOf(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
}

/**
 * Scrolls through the page as a reader would (sections below the fold load as they come near the
 * view), then waits until nothing is loading and the network is quiet.
 */
async function settle(page: Page, requests: FollowedRequests) {
  // A screen down at a time, two frames after each (bounded: a phone run once hung here for the
  // whole test while the page itself was ready), until a scroll moves no more: the foot.
  let from: number | undefined;
  for (let step = 0; step < 40; step += 1) {
    from = await page.evaluate((previous) => {
      if (window.scrollY === previous) return undefined;
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return before;
    }, from);
    if (from === undefined) break;
    await nextFrames(page, 2);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await requests.quiet();
  // Back to the top: scanned at the end, fields above would sit under the sticky header, and
  // axe leaves the contrast of covered text unjudged.
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function sweep(page: Page, role: Role, visit: Visit, project: string) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // The browser logs every 4xx answer; a refusal the page expects (an unknown activation code)
    // is no error of the page's. A 5xx is.
    if (message.type() !== 'error' || /status of 4\d\d/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
  // The tab serves the role's later visits: this visit's errors and requests are its own, and
  // it starts with nothing stored by the one before.
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const requests = followRequests(page);
  try {
    await sweepPage(page, role, visit, project, { errors, requests });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    requests.stop();
  }
}

async function sweepPage(
  page: Page,
  role: Role,
  visit: Visit,
  project: string,
  { errors, requests }: { errors: string[]; requests: FollowedRequests },
) {
  if (visit.reach) await visit.reach(page);
  else {
    // A soft 404 (the app's page with 200) would have search engines keep a page that is not.
    const response = await page.goto(visit.path);
    expect(response?.status(), `status of ${visit.path}`).toBe(visit.status ?? 200);
  }
  if (visit.landsOn) await expect(page).toHaveURL(visit.landsOn, { timeout: 10_000 });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.first()).toBeVisible({ timeout: 15_000 });
  if (visit.heading) await expect(heading.first()).toHaveText(visit.heading);
  if (visit.title) await expect(page).toHaveTitle(visit.title);
  if (visit.titledByHeading) {
    // A record's page names itself "Security incident 1" until the record loads, then by its
    // title: the two must agree once the page has settled, whichever moment the h1 is read.
    await expect(async () => {
      const text = (await heading.first().textContent())?.trim() ?? '';
      expect(text, `the h1 of ${visit.path}`).not.toBe('');
      expect(await page.title()).toBe(`${text} | MapleShine`);
    }).toPass({ timeout: 15_000 });
  }

  const problems: string[] = [];
  // Each element's violation once, under the first state that showed it.
  const seen = new Set<string>();
  const report = (when: string, findings: AxeFinding[]) => {
    for (const finding of findings) {
      if (seen.has(finding.key)) continue;
      seen.add(finding.key);
      problems.push(`axe ${when}: ${finding.text}`);
    }
  };

  // The first scan, while skeletons and spinners still show: settled pages no longer have them.
  // Settled findings are reported first, so this scan adds only what loading markup alone shows.
  const loading = (await page.locator(LOADING).count()) > 0;
  const early = loading ? await axeFindings(page, { loadingOnly: true }) : [];
  await settle(page, requests);
  await expect(heading).toHaveCount(1);
  report('settled', await axeFindings(page));
  report('while loading', early);

  await keepScreenshot(page, {
    path: path.join(SCREENS_DIR, project, `${role}-${slugOf(visit.path)}.png`),
    fullPage: true,
  });
  // What a visitor sees of the public pages (issue 23): brand typeface, no heading said twice, no
  // image cut by its frame, no empty column (tests/support/e2e-visual-checks.ts).
  if (role === 'visitor') problems.push(...(await visualProblems(page)));

  if (visit.submitEmpty) {
    await page.getByRole('button', { name: visit.submitEmpty, exact: true }).first().click();
    await expect(page.locator('[aria-invalid="true"], [data-invalid]').first()).toBeVisible();
    report('with field errors', await axeFindings(page));
  }

  // Sideways scrolling and cut or covered text at both widths: the desktop's page as it is, the
  // phone's narrowed to the narrowest phone's, where boxes are tightest.
  const narrow = onPhone();
  if (narrow) {
    await page.setViewportSize(NARROW);
    await nextFrames(page, 2);
  }
  const width = page.viewportSize()?.width ?? NARROW.width;
  const measure = () =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
    }));
  const cutText = () => page.evaluate(findClippedText);
  let { scrollWidth } = await measure();
  let clipped = await cutText();
  if (scrollWidth > width || clipped.length > 0) {
    // Carousels and other measured layouts redo themselves after a resize (and slide on their
    // own at any width); judge the settled one.
    await page.waitForTimeout(500);
    ({ scrollWidth } = await measure());
    clipped = await cutText();
  }
  if (scrollWidth > width) {
    problems.push(`at ${width} px the page is ${scrollWidth} px wide: it scrolls sideways`);
  }
  const cuts = new Map<string, number>();
  for (const item of clipped) {
    const line = `at ${width} px text is cut or covered: ${item.element} "${item.text}"`;
    cuts.set(line, (cuts.get(line) ?? 0) + 1);
  }
  for (const [line, times] of cuts) problems.push(times > 1 ? `${line} (${times} times)` : line);

  expect([...problems, ...errors], `${role} on ${visit.path} (${project})`).toEqual([]);
}

/**
 * Opens the role's tab for a visit. A failed visit leaves a picture of the tab all the same
 * (`screenshot: 'only-on-failure'` covers every context the worker's browser made).
 */
async function visitAs(
  tabs: (role: Role) => Promise<Page>,
  role: Role,
  visit: Visit,
  testInfo: TestInfo,
) {
  const page = await tabs(role);
  // The phone's visit before narrowed the tab to 360 px.
  const size = testInfo.project.use.viewport;
  if (size) await page.setViewportSize(size);
  await sweep(page, role, visit, testInfo.project.name);
}

/**
 * The same visit in French (decision 103): the address under /fr, where the route sends elsewhere
 * the other address under /fr too, and a console record reached from its French list. Its
 * h1 and buttons are the French catalogue's, so the visit names none of the English ones; the
 * console's pages are still titled by their h1.
 */
function inFrench(visit: Visit): Visit {
  const path = visit.path === '/' ? '/fr' : `/fr${visit.path}`;
  return {
    path,
    ...(visit.status ? { status: visit.status } : {}),
    ...(visit.landsOn
      ? { landsOn: new RegExp(visit.landsOn.source.replace(/^\\\//, '\\/fr\\/')) }
      : {}),
    // The console's records are reached by their links; the dashboard's by buttons named in
    // English, so in French those pages show what they show opened directly.
    ...(visit.reach && visit.titledByHeading ? { reach: frenchReach(visit.reach) } : {}),
    ...(visit.titledByHeading ? { titledByHeading: true } : {}),
  };
}

/** A visit's way there, from the French pages: its first address opened under /fr. */
function frenchReach(reach: (page: Page) => Promise<void>) {
  return async (page: Page) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(url.startsWith('/') ? `/fr${url}` : url, options);
    try {
      await reach(page);
    } finally {
      page.goto = goto;
    }
  };
}

/**
 * The console's plan page is reached from its list, so the list must hold a plan whatever ran
 * before: one bought as a customer buys it (every 2 weeks, Winnipeg mornings 52 to 54 days ahead,
 * a day of each project and language that no other spec books). A retry finds its slot taken by
 * its own first attempt's plan, which the list then shows.
 */
async function buyOnePlan(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  dayOffset: number,
) {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const phone = testInfo.project.name === 'phone' ? 1 : 0;
    const customer = await newCustomer(api, `every-route-plan-${testInfo.project.name}`);
    await paidBooking(
      api,
      customer,
      PLAN_PLACE,
      52 + dayOffset + phone,
      { from: '9:00AM', until: '1:00PM' },
      'pm_card_visa',
      { everyWeeks: 2 },
    ).catch((error: unknown) => {
      if (testInfo.retry === 0) throw error;
    });
  } finally {
    await api.dispose();
  }
}

/**
 * The security incident's page is reached from its list too, which was empty unless the data
 * retention spec had recorded one first: one is recorded as an operator records it.
 */
async function recordOneIncident(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
) {
  const server = testInfo.project.use.baseURL ?? '';
  const api = await playwright.request.newContext({ baseURL: server });
  try {
    await logInOperatorThroughApi(api, server);
    const recorded = await api.post('/api/admin/security-incidents/record', {
      data: {
        title: `Phishing e-mail ${testInfo.project.name}`,
        description: 'A phishing e-mail asked an operator for their password; nobody answered it.',
        occurredOn: '2026-11-01',
        discoveredOn: '2026-11-02',
        dataAffected: 'None',
        peopleAffected: 0,
        realRiskOfSignificantHarm: false,
      },
    });
    expect(recorded.status(), 'recording a security incident').toBe(200);
  } finally {
    await api.dispose();
  }
}

const PLAN_PLACE: BookingPlace = {
  city: 'Winnipeg',
  timeZone: 'America/Winnipeg',
  address: '201 Portage Ave, Winnipeg, MB R3B 3K6',
  postalCode: 'R3B 3K6',
};

/*
 * The French pages are the English pages' screens with the other catalogue, which the sweep walks
 * at both widths. In French it walks the visitors' pages on a phone, where most of their readers
 * are and where longer French words are likeliest to be cut, and the signed-in pages (customers',
 * cleaners' and the operators' console) on a desktop: the phone project also runs the phone-only
 * specs (navigation, the burger's menus), and this keeps the two projects' shares of the
 * end-to-end step even (a CI run's phone share was 671 s against the desktop's 556 s).
 */
const FRENCH_AT_ONE_WIDTH = 'the same screens as in English, swept at both widths there';

for (const [language, visitOf] of [
  ['', (visit: Visit) => visit],
  ['in French ', inFrench],
] as const) {
  test.describe(`every route ${language}as a visitor`, () => {
    if (language) onlyAt('phone', FRENCH_AT_ONE_WIDTH);
    for (const visit of publicVisits.map(visitOf)) {
      test(`visitor: ${visit.path}`, async ({ tabs }, testInfo) => {
        await visitAs(tabs, 'visitor', visit, testInfo);
      });
    }
  });

  for (const role of ['customer', 'contractor', 'operator'] as const) {
    test.describe(`every signed-in route ${language}as the demo ${role}`, () => {
      if (language) onlyAt('desktop', FRENCH_AT_ONE_WIDTH);
      if (role === 'operator') {
        test.beforeAll(async ({ playwright }, testInfo) => {
          await buyOnePlan(playwright, testInfo, language ? 2 : 0);
          await recordOneIncident(playwright, testInfo);
        });
      }
      for (const visit of signedInVisits[role].map(visitOf)) {
        test(`${role}: ${visit.path}`, async ({ tabs }, testInfo) => {
          await visitAs(tabs, role, visit, testInfo);
        });
      }
    });
  }
}
