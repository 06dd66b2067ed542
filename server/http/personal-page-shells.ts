import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import * as bookingPageEn from '#shared/catalogue/en-CA/booking-page.ts';
import * as bookingPageFr from '#shared/catalogue/fr-CA/booking-page.ts';
import * as jobsEn from '#shared/catalogue/en-CA/jobs.ts';
import * as jobsFr from '#shared/catalogue/fr-CA/jobs.ts';
import * as adminCoreEn from '#shared/catalogue/en-CA/admin-core.ts';
import * as adminCoreFr from '#shared/catalogue/fr-CA/admin-core.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { TODAY_SHELL_STYLE, todayShellBody } from './today-shell.ts';

/*
 * Decision 156: the pages of a person (a booking's page from its e-mail, the cleaner's job list,
 * the console's Today) are rendered in the browser only (bench/README.md says why), so until the
 * entry, the layout and the page had run nothing painted. The server now sends them with a static
 * shell in the page's language: the frame's header (the brand only: no name, no e-mail, no
 * count), the page's heading and skeletons the size of the page's own loading state. It is the
 * same for everyone who opens the route: nothing of the address (a booking's token) or of a
 * session goes into it, so it is built once at start-up and kept as the other variants are.
 *
 * Decision 159: a booking's page is now rendered by the server with its booking, per request
 * (web-app-page.ts); its shell remains what is sent when that page is not rendered (a build
 * without the renderer, a HEAD, a rendering that failed), and the browser then asks as before.
 *
 * The shell sits before `#root`, which a rule of the shell's own keeps hidden while the shell is
 * there; the web app removes the shell with the first commit that is not a loading state (the
 * page's first screen, or whatever stands in for it; src/app/shell/page-shell.ts), in the same
 * frame as `#root` shows, so nothing moves: the shell's boxes go and the page's come.
 */

/** The brand's name, the same in every language (src/components/brand-logo.tsx). */
const BRAND_NAME = 'MapleShine';

/** src/app/theme-tokens.ts's typeface, with the fallbacks sized to it (src/app/fonts.css). */
const FONT =
  "'Figtree Variable','Figtree Fallback Arial','Figtree Fallback DejaVu',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/** Mantine's `sm` breakpoint, where the dashboards show their side navigation. */
const SM = '48em';

/**
 * The shells' rules, in the page's head: `#root` hidden while a shell is before it, the frames of
 * the dashboard (64 px header, 240 px side navigation), the console (220 px) and the public site
 * (72 px header), and the skeletons' grey (Mantine's Skeleton, without its animation).
 */
export const PAGE_SHELL_STYLE = [
  `#${PAGE_SHELL_ID}~#root{display:none}`,
  `#${PAGE_SHELL_ID}{font-family:${FONT};color:#1b2a33;line-height:1.55;-webkit-font-smoothing:antialiased}`,
  `#${PAGE_SHELL_ID} *{box-sizing:border-box}`,
  '.ps-bar{display:flex;align-items:center;gap:8px;height:64px;padding:0 16px;background:#fff;border-bottom:1px solid #dee2e6;position:fixed;top:0;left:0;right:0;z-index:100}',
  '.ps-site .ps-bar{position:sticky;height:72px;border-bottom-color:#e9ecef}',
  '.ps-name{font-weight:800;font-size:20.8px;line-height:1;color:#0f4a3f}',
  '.ps-nav{display:none;position:fixed;top:64px;bottom:0;left:0;width:240px;background:#fff;border-right:1px solid #dee2e6}',
  '.ps-console .ps-nav{width:220px}',
  '.ps-main{padding:80px 16px 16px;min-height:100vh;background:#f8f9fa}',
  '.ps-site .ps-main{padding:32px 16px;min-height:60vh;background:#fff;max-width:1200px;margin:0 auto}',
  '.ps-h1{margin:0;font-size:2.25rem;line-height:1.2;font-weight:750;text-wrap:balance}',
  '.ps-console .ps-h1{font-size:24px}',
  // The app's `dimmed` (src/app/theme-tokens.ts's `muted`, Mantine's gray 7: 7.7:1 on the page's
  // grey), not Mantine's own gray 6, which is below WCAG AA (3.2:1) and not what the page paints.
  '.ps-dim{margin:0;color:#495057}',
  '.ps-console .ps-dim{margin-top:4px}',
  // The burger the dashboards show below `sm`, and their brand's mark without its name (the
  // dashboard's name shows from `xs`, the console's from `sm`).
  '.ps-burger{width:18px;height:14px;margin:0 6px 0 3px;border-top:2px solid #1b2a33;border-bottom:2px solid #1b2a33;background:linear-gradient(#1b2a33,#1b2a33) 0 50%/100% 2px no-repeat}',
  '.ps-site .ps-burger{display:none}',
  '.ps-dashboard .ps-name,.ps-console .ps-name{display:none}',
  '@media (min-width:36em){.ps-dashboard .ps-name{display:inline}}',
  '.ps-stack{display:flex;flex-direction:column}',
  '.ps-sk{background:#e9ecef;border-radius:0.75rem}',
  `@media (min-width:${SM}){.ps-nav{display:block}.ps-burger{display:none}.ps-console .ps-name{display:inline}.ps-main{padding-left:256px}.ps-console .ps-main{padding-left:236px}.ps-console .ps-h1{font-size:30px}.ps-site .ps-main{padding:32px 24px}}`,
  '@media (min-width:62em){.ps-site .ps-main{padding:64px 24px}}',
  TODAY_SHELL_STYLE,
].join('');

const LOGO =
  '<svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">' +
  '<circle cx="32" cy="32" r="32" fill="#176455"/>' +
  '<path fill="#ffffff" d="M32 9l4.5 9.5 6-3.5-1.5 11 8-4-2.5 7.5 6.5 2-11 8 2 4.5-10-1.5V54h-4V42.5l-10 1.5 2-4.5-11-8 6.5-2L15 22l8 4-1.5-11 6 3.5z"/>' +
  '<path fill="#f76707" d="M50 8l1.6 4.4L56 14l-4.4 1.6L50 20l-1.6-4.4L44 14l4.4-1.6z"/></svg>';

type Frame = 'dashboard' | 'console' | 'site';

/** A skeleton: its height in px, its width when not the whole line. */
type Bone = { h: number; w?: string };

type ShellPage = {
  frame: Frame;
  /** The page's heading, as its first screen shows it; none where that is the booking's own. */
  heading?: string;
  intro?: string;
  /** What the page's loading state says to a screen reader. */
  loading: string;
  bones: Bone[];
  /** Markup in the bones' place: the page's frame with its own skeletons (decision 160). */
  body?: string;
  /** The gap between the heading block and the skeletons, and between skeletons, in px. */
  gap: number;
  boneGap: number;
};

const catalogue = {
  'en-CA': {
    booking: bookingPageEn.bookingPageLabels,
    jobs: jobsEn.jobsLabels,
    jobsScreen: jobsEn.jobsScreenTexts,
    today: adminCoreEn.todayLabels,
  },
  'fr-CA': {
    booking: bookingPageFr.bookingPageLabels,
    jobs: jobsFr.jobsLabels,
    jobsScreen: jobsFr.jobsScreenTexts,
    today: adminCoreFr.todayLabels,
  },
} satisfies Record<Locale, unknown>;

/** Each route's shell, as its page's loading state lays it out (the components named). */
function pagesIn(locale: Locale): Record<string, ShellPage> {
  const texts = catalogue[locale];
  return {
    // BookingPageLoading (my-bookings/components/booking-page-states.tsx): the heading is the
    // booking's, so a skeleton stands in for it.
    '/booking-link/:token': {
      frame: 'site',
      loading: texts.booking.LOADING,
      bones: [{ h: 44, w: '60%' }, { h: 220 }, { h: 120 }],
      gap: 24,
      boneGap: 24,
    },
    // JobsPage (features/jobs/jobs-page.tsx) while the jobs are asked for.
    '/jobs': {
      frame: 'dashboard',
      heading: texts.jobs.HEADING,
      intro: texts.jobs.PAY_NOTE,
      loading: texts.jobsScreen.LOADING,
      bones: [{ h: 150 }, { h: 150 }],
      gap: 24,
      boneGap: 12,
    },
    // TodayLoading (features/console/today/today-loading.tsx): the sections' frame (decision 160).
    '/admin': {
      frame: 'console',
      heading: texts.today.HEADING,
      intro: texts.today.INTRO,
      loading: texts.today.LOADING,
      bones: [],
      body: todayShellBody(texts.today, escapeText),
      gap: 24,
      boneGap: 32,
    },
  };
}

/** The routes that get a shell: the route table's patterns, without the language's prefix. */
export const PERSONAL_SHELL_ROUTES = ['/booking-link/:token', '/jobs', '/admin'] as const;

/** The shell's markup for each route in `locale`, for before `#root`. */
export function personalPageShells(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pagesIn(locale)).map(([route, page]) => [route, shellHtml(page)]),
  );
}

function shellHtml(page: ShellPage): string {
  const bar = `<div class="ps-bar"><div class="ps-burger"></div>${LOGO}<span class="ps-name">${BRAND_NAME}</span></div>`;
  const nav = page.frame === 'site' ? '' : '<div class="ps-nav"></div>';
  const heading =
    page.heading === undefined
      ? ''
      : `<div><h1 class="ps-h1">${escapeText(page.heading)}</h1>` +
        (page.intro ? `<p class="ps-dim">${escapeText(page.intro)}</p>` : '') +
        '</div>';
  const bones = page.bones
    .map(
      (bone) =>
        `<div class="ps-sk" style="height:${bone.h}px${bone.w ? `;width:${bone.w}` : ''}"></div>`,
    )
    .join('');
  const loading =
    `<div role="status" aria-busy="true" aria-label="${escapeAttribute(page.loading)}">` +
    `<div class="ps-stack" style="gap:${page.boneGap}px">${page.body ?? bones}</div></div>`;
  return (
    `<div id="${PAGE_SHELL_ID}" class="ps-${page.frame}">${bar}${nav}` +
    `<div class="ps-main"><div class="ps-stack" style="gap:${page.gap}px">${heading}${loading}</div></div></div>`
  );
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replaceAll('"', '&quot;');
}
