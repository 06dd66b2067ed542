import { expect, test } from '@playwright/test';
import { newCustomer, openMyBookings } from './e2e-bookings.ts';
import {
  halfEmptyBands,
  photograph,
  pictureProblems,
  repeatedHeadings,
  settled,
} from './e2e-imagery.ts';
import { thisWidth } from './e2e-width.ts';

/** Inner pages with a banner, the Edmonton landing page, hiring pages and one-moment pages. */
const routes: { path: string; heading: string }[] = [
  { path: '/about-us', heading: 'About Us' },
  { path: '/services', heading: 'Our Services' },
  { path: '/deep-cleaning', heading: 'Deep Cleaning' },
  { path: '/service-detail/routine-clean', heading: 'Routine Clean' },
  { path: '/commercial', heading: 'Commercial Cleaning' },
  { path: '/careers', heading: 'Careers' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/frequently-asked-questions', heading: 'Frequently Asked Questions' },
  { path: '/book-now', heading: 'Book a Cleaning' },
  { path: '/join-us', heading: 'Join MapleShine as a Cleaner' },
  { path: '/contractor-application', heading: 'Contractor Application' },
  { path: '/move-out-in-cleaning-edmonton', heading: 'Move-In and Move-Out Cleaning in Edmonton' },
  { path: '/house-cleaner-jobs-calgary', heading: 'House Cleaner Jobs in Calgary' },
  {
    path: '/house-cleaner-jobs-lower-mainland',
    heading: 'House Cleaner Jobs in the Lower Mainland',
  },
  { path: '/thank-you', heading: 'Thank you for your booking!' },
  { path: '/no-such-page', heading: 'Page Not Found.' },
];

/** A wide screen's band with more than this share of its row empty on one side has a hole. */
const EMPTY_SIDE = 0.25;

/** Issue 23, run by imagery.spec.ts at both widths; the half-empty band is a wide screen's. */
export function imageryChecks() {
  test.describe('pictures whole, no heading twice, no half-empty band', () => {
    for (const route of routes) {
      test(`${route.path} shows its pictures whole and each heading once`, async ({ page }) => {
        const project = thisWidth();
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({
          timeout: 15_000,
        });
        await settled(page);
        const name = route.path.slice(1).replaceAll('/', '-');
        await photograph(page, project, name);

        expect(await page.evaluate(pictureProblems)).toEqual([]);
        expect(await page.evaluate(repeatedHeadings)).toEqual([]);
        if (project === 'desktop') {
          expect(await page.evaluate(halfEmptyBands, EMPTY_SIDE)).toEqual([]);
          // The banner's other half holds the page's picture.
          await expect(page.locator('main img').first()).toBeVisible();
        }
      });
    }

    test('an empty booking list shows its picture, No Data Found and what comes next', async ({
      page,
    }) => {
      const project = thisWidth();
      const customer = await newCustomer(page.request, `imagery-${project}`);
      await openMyBookings(page, customer);
      const main = page.getByRole('main');
      await expect(main.getByText('No Data Found')).toBeVisible();
      await expect(main.getByText('Your cleanings show here once you book one.')).toBeVisible();
      await settled(page);
      await photograph(page, project, 'booking-empty');
      expect(await page.evaluate(pictureProblems)).toEqual([]);
      // The next step: Book Now, beside the heading.
      await main.getByRole('link', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/book-now$/);
    });
  });
}
