import type { PERSONAL_SHELL_ROUTES } from '../server/http/personal-page-shells.ts';
import type { RouteModules } from '#shared/route-preloads.ts';

/**
 * The pages of a person that the server sends with a static shell (decision 156) are rendered in
 * the browser only, so the build names their code in their HTML too: the lazy routes' modules the
 * router loads at that address (its layout, then its page and what the page itself starts
 * loading at once), and the catalogue modules their first screen reads, with the header's and
 * footer's (`site`, `language`) that the entry waits for. Without them each arrived only once the
 * one before had run: entry, layout, texts, page, its texts.
 *
 * Kept beside the router by hand: the build fails when a module here is not in it, and
 * tests/ui/shell-route-texts.test.tsx renders each page and checks that the texts its first
 * screen reads are these.
 */
export const shellRoutePages = {
  '/booking-link/:token': {
    // In the public site's frame, whose header and footer are a chunk of their own (decision 162).
    modules: ['src/app/layouts/public-layout.tsx', 'src/app/booking-link-screen.tsx'],
    texts: [
      'site',
      'language',
      'booking-page',
      'cancellation-fees',
      // Not the reschedule's dialog's nor its request line's: they load later (decision 164).
      'reschedule',
      // Nor my-bookings: only the notice of a booking nobody accepted and the receipts' downloads
      // read it, and they load when they show (decision 166).
    ],
  },
  '/jobs': {
    // The signed-in pages' table (decision 162) names the page's chunk: it comes beside the rest.
    modules: [
      'src/app/layouts/dashboard-layout.tsx',
      'src/app/private-pages.ts',
      'src/app/cleaner-pages.ts',
      'src/features/jobs/jobs-page.tsx',
    ],
    texts: ['site', 'language', 'account', 'dashboard-shell', 'jobs'],
  },
  '/admin': {
    modules: [
      'src/app/console/console-layout.tsx',
      'src/app/console/console-pages.ts',
      'src/features/console/today/today-page.tsx',
      'src/features/console/today/today-sections.tsx',
    ],
    // The frame's and Today's (decision 158); the console's other modules load once it has shown.
    // Not `account`: the session-ended toast's words come with the 401 that shows it (165).
    texts: ['site', 'language', 'admin', 'admin-core', 'admin-bookings'],
  },
} satisfies Record<(typeof PERSONAL_SHELL_ROUTES)[number], RouteModules>;
