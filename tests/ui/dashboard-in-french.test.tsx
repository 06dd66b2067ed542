import { Suspense, type ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import * as french from '#shared/catalogue/fr-CA/dashboard.ts';
import * as frenchJobDetails from '#shared/catalogue/fr-CA/job-details.ts';
import { dashboardShellLabels } from '#shared/catalogue/fr-CA/dashboard-shell.ts';
import { jobActionTexts, jobStatusLabels } from '#shared/catalogue/fr-CA/jobs.ts';
import { cancelPaymentTexts } from '#shared/catalogue/fr-CA/cancellation-fees.ts';
import { myBookingsTexts, unacceptedTexts } from '#shared/catalogue/fr-CA/my-bookings.ts';
import { workingHoursLabels } from '#shared/catalogue/fr-CA/working-hours.ts';
import {
  formatDay,
  formatMoney,
  formatSlot,
  formatWindow,
  plainSpaces,
} from '#shared/i18n/format.ts';
import { createApiClient } from '#src/api/client.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { createTestRouter } from '#src/app/router.tsx';
import { accountTexts } from '#src/components/dashboard-texts/account.ts';
import { dashboardTexts } from '#src/components/dashboard-texts/dashboard.ts';
import { jobsTexts } from '#src/components/dashboard-texts/jobs.ts';
import { jobDetailsTexts } from '#src/components/dashboard-texts/job-details.ts';
import { JobCard, type ContractorJob, type Job } from '#src/components/job-card.tsx';
import { loadTexts } from '#src/i18n/texts.ts';
import { WeeklyEarnings } from '#src/features/dashboard/components/weekly-earnings.tsx';
import { apiUrl } from '../support/ui-api-url.ts';
import { actAs, newCustomerThroughApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';
import { paidBooking, slotInDays, type Customer } from '../support/ui-bookings.ts';

/*
 * The customer's and the cleaner's dashboard in French (issue 41, decision 108): every text from
 * the fr-CA catalogue, dates, times and money written the French way (« 24 novembre 2026 »,
 * « 9 h – 13 h », « 1 234,56 $ »). Invisible spaces are compared as plain ones (plainSpaces).
 */

const CITY = 'Calgary';
let customer: Customer;
let signedIn: SignedIn;
// Days of their own, so these bookings do not meet the other test files' bookings of the city.
let nextDay = 265 + Math.floor(Math.random() * 30);

beforeAll(async () => {
  const person = await newCustomerThroughApi('Elodie', 'Gagnon');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
});

/**
 * Fetch, except that no page label is overridden: the test database holds the English labels
 * only (its French is issue 41's content part), so the pages show their catalogue defaults.
 */
const withoutStoredLabels: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/api/label/get_all_data')) {
    return Promise.resolve(
      new Response(JSON.stringify({ message: 'OK', data: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }
  return fetch(input, init);
};

/** The whole app at a path, as renderApp does, with the page's language French. */
function renderAppInFrench(path: string, cookie: string) {
  const router = createTestRouter(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient(apiUrl(), {
    headers: { cookie },
    locale: 'fr-CA',
    fetch: withoutStoredLabels,
  });
  return render(
    <AppProviders client={client} queryClient={queryClient} env="test" locale="fr-CA">
      {router.element}
    </AppProviders>,
  );
}

/**
 * One component in French, with a router and no server. Its text modules are loaded first, as
 * the dashboard layout has them loading before its screens render (useDashboardTextsLoading).
 */
async function renderInFrench(element: ReactElement) {
  await Promise.all([
    loadTexts(accountTexts, 'fr-CA'),
    loadTexts(jobsTexts, 'fr-CA'),
    loadTexts(jobDetailsTexts, 'fr-CA'),
    loadTexts(dashboardTexts, 'fr-CA'),
  ]);
  return render(
    <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test" locale="fr-CA">
      <MemoryRouter>
        <Suspense fallback={null}>{element}</Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
}

function textOf(element: HTMLElement): string {
  return plainSpaces(element.textContent ?? '');
}

const openJob: ContractorJob = {
  iBookingId: 42,
  vBookingNo: 'MS-1042',
  eStatus: 'authorized',
  vDate: '2026-11-24',
  vFrom: '9:00AM',
  vUntill: '2:30PM',
  vPay: '1234.56',
  bPayFixed: false,
  vFirstName: 'Amélie',
  vPostalArea: 'T5J',
  dtCompletableFrom: null,
  vCompletableFrom: null,
  dtStartableFrom: null,
  vStartableFrom: null,
  dtContactFrom: null,
  vContactFrom: null,
  bContactShared: false,
  vFullName: null,
  vEmail: null,
  vMobile: null,
  vAddress: null,
  vUnit: null,
  city: { iCityId: 3, vCity: 'Edmonton', vTimeZone: 'America/Edmonton' },
  service: { iServiceId: 2, vServiceName: 'Grand ménage' },
  vResidence: 'Maison',
  iBedrooms: 3,
  iBathrooms: 2,
  estimatedHour: 5.5,
  vExtras: [],
  accessNotes: null,
  customer: { vFullName: null, vFirstName: 'Amélie', vImage: '' },
} as unknown as ContractorJob;

describe('the dashboard in French', () => {
  it('writes a cleaner’s weekly pay with French days, plurals and money', async () => {
    await renderInFrench(
      <WeeklyEarnings
        labels={french.dashboardLabels}
        weeks={[
          { vWeekStart: '2026-11-23', iJobs: 0, fEarnings: 0 },
          { vWeekStart: '2026-11-16', iJobs: 1, fEarnings: 81 },
          { vWeekStart: '2026-11-09', iJobs: 3, fEarnings: 1234.56 },
        ]}
      />,
    );
    const table = await screen.findByRole(
      'region',
      { name: 'Votre paie par semaine' },
      { timeout: 15_000 },
    );
    const rows = within(table).getAllByRole('row').map(textOf);
    expect(rows).toEqual([
      'Semaine du 23 novembre 2026aucune tâche0,00 $',
      'Semaine du 16 novembre 20261 tâche81,00 $',
      'Semaine du 9 novembre 20263 tâches1 234,56 $',
    ]);
  });

  it('shows a cleaner’s job card with its French status, window, area and pay', async () => {
    await renderInFrench(<JobCard job={openJob} audience="contractor" />);
    const card = await screen.findByRole('article', { name: 'MS-1042' }, { timeout: 15_000 });
    expect(within(card).getByText(jobStatusLabels.contractor.authorized)).toBeInTheDocument();
    expect(within(card).getByText('Réservation MS-1042')).toBeInTheDocument();
    expect(textOf(card)).toContain('24 novembre 2026 · 9 h – 14 h 30');
    expect(textOf(card)).toContain('Secteur : Edmonton, T5J');
    expect(textOf(card)).toContain('Client : Amélie');
    expect(textOf(card)).toContain('Vous gagnez 1 234,56 $');
  });

  it('shows a customer’s booking card with its French status and total', async () => {
    const booking = {
      ...openJob,
      vAddress: '10150, av. Jasper',
      vUnit: '',
      vTotalPrice: '1288.75',
      contractor: { vFullName: 'Chloé Roy', vImage: '' },
      eStatus: 'assigned',
    } as unknown as Job;
    await renderInFrench(<JobCard job={booking} audience="customer" />);
    const card = await screen.findByRole('article', { name: 'MS-1042' });
    expect(within(card).getByText(jobStatusLabels.customer.assigned)).toBeInTheDocument();
    expect(textOf(card)).toContain('Préposé(e) : Chloé Roy');
    expect(textOf(card)).toContain('Montant total : 1 288,75 $');
  });

  it('shows the cleaner’s shell, dashboard and jobs in French, and asks before rejecting a job', async () => {
    nextDay += 1;
    const job = await paidBooking(customer, slotInDays('Edmonton', nextDay));
    const cleaner = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
    renderAppInFrench('/dashboard', cleaner.cookie);

    const nav = await screen.findByRole('navigation', { name: 'Compte' }, { timeout: 15_000 });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      dashboardShellLabels.NAV_DASHBOARD,
      dashboardShellLabels.NAV_PROFILE,
      dashboardShellLabels.NAV_JOBS,
      dashboardShellLabels.NAV_WORKING_HOURS,
      dashboardShellLabels.NAV_PAY_STATEMENTS,
      dashboardShellLabels.NAV_NOTIFICATION,
      dashboardShellLabels.NAV_REVIEWS,
      dashboardShellLabels.NAV_LOGOUT,
    ]);
    expect(await screen.findByText(`Bonjour, ${cleaner.codes.vFullName}`)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }),
    ).toBeInTheDocument();
    const earnings = await screen.findByRole('group', { name: french.dashboardLabels.EARNINGS });
    expect(textOf(earnings)).toMatch(/^\d{1,3}( \d{3})*,\d\d \$Gains$/);

    await userEvent.click(within(nav).getByRole('link', { name: 'Tâches' }));
    const card = await screen.findByRole('article', { name: job.vBookingNo }, { timeout: 15_000 });
    expect(textOf(card)).toContain(
      `${plainSpaces(formatDay(job.vDate, 'fr-CA'))} · ${plainSpaces(formatWindow(job.vFrom, job.vUntill, 'fr-CA'))}`,
    );
    expect(textOf(card)).toMatch(/Vous gagnez \d+,\d\d \$/);
    expect(screen.getByRole('tab', { name: /^Tâches offertes \(\d+\)$/ })).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('link', {
        name: new RegExp(`^Voir les détails\\s:\\s${job.vBookingNo}$`),
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: frenchJobDetails.jobDetailsLabels.HEADING,
      }),
    ).toBeInTheDocument();
    const service = screen.getByRole('region', { name: 'Détails du service' });
    expect(textOf(service)).toContain('De9 h');
    expect(textOf(service)).toContain('Ménage d’entretien');
    expect(textOf(service)).toContain(`À${plainSpaces(formatSlot(job.vUntill, 'fr-CA'))}`);
    expect(textOf(service)).toMatch(/Durée estimée\d+(,\d)? heures?/);
    expect(
      screen.getByText(frenchJobDetails.jobDetailsLabels.CONTACT_AFTER_ACCEPT, { exact: false }),
    ).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: jobActionTexts.ACTIONS_GROUP });
    expect(within(actions).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: jobActionTexts.REJECT_TITLE });
    expect(within(dialog).getByText(jobActionTexts.REJECT_TEXT)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a customer’s bookings in French, and what cancelling does to the card', async () => {
    nextDay += 1;
    const job = await paidBooking(customer, slotInDays(CITY, nextDay));
    actAs(signedIn);
    renderAppInFrench('/booking', customer.cookie);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Mes réservations' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: myBookingsTexts.UPCOMING });
    const card = await within(upcoming).findByRole('article', { name: job.vBookingNo });
    expect(textOf(card)).toContain(
      `${plainSpaces(formatDay(job.vDate, 'fr-CA'))} · ${plainSpaces(formatWindow(job.vFrom, job.vUntill, 'fr-CA'))}`,
    );
    expect(textOf(card)).toContain(
      `Montant total : ${plainSpaces(formatMoney(job.vTotalPrice, 'fr-CA'))}`,
    );
    // The booking stores the English service; the list names it in French (decision 115).
    expect(textOf(card)).toContain('Ménage d’entretien');
    expect(textOf(card)).not.toContain('Routine Clean');
    expect(textOf(card)).toMatch(
      new RegExp(
        `${jobStatusLabels.customer.authorized.replace(/[()]/g, '\\$&')}|${unacceptedTexts.heading}`,
      ),
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Annuler cette réservation\s\?$/ });
    expect(textOf(dialog)).toContain(`Ménage d’entretien, réservation ${job.vBookingNo}`);
    // Far ahead, the card is saved for a later hold (decision 098); nearer, the hold is released.
    const note = textOf(dialog);
    expect(
      note.includes(cancelPaymentTexts.SAVED_CARD) ||
        note.includes(
          `Le montant de ${plainSpaces(formatMoney(job.vTotalPrice, 'fr-CA'))} retenu sur votre carte sera libéré.`,
        ),
    ).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Garder la réservation' })).toBeVisible();
  });

  it('shows a cleaner’s working hours in French, the week Monday first and times as « 9 h »', async () => {
    const cleaner = await signInAs(demoContractorEmail('Toronto'), DEMO_PASSWORD);
    renderAppInFrench('/working-hours', cleaner.cookie);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: workingHoursLabels.HEADING },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Les heures sont à l’heure de Toronto/)).toBeInTheDocument();
    const monday = await screen.findByRole(
      'switch',
      { name: /^Jour travaillé\s:\sLundi$/ },
      { timeout: 15_000 },
    );
    expect(monday).toBeInTheDocument();
    const week = screen.getByRole('region', { name: workingHoursLabels.WEEK_HEADING });
    const days = within(week)
      .getAllByRole('switch')
      .map((day) => plainSpaces(day.getAttribute('aria-label') ?? ''));
    expect(days[0]).toBe('Jour travaillé : Lundi');
    expect(days[6]).toBe('Jour travaillé : Dimanche');
    const starts = within(week).queryAllByRole('combobox', { name: /, début$/ });
    if (starts[0]) {
      const options = within(starts[0])
        .getAllByRole('option')
        .map((option) => plainSpaces(option.textContent ?? ''));
      expect(options).toContain('9 h');
      expect(options).toContain('17 h 30');
    }
    expect(
      screen.getByRole('button', { name: /^(Enregistrer les heures|Confirmer mes heures)$/ }),
    ).toBeInTheDocument();
  });

  it('shows a customer’s profile in French', async () => {
    actAs(signedIn);
    renderAppInFrench('/profile', customer.cookie);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon profil' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(french.profileLabels.EMAIL_LABEL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier le profil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mes adresses' }),
    ).toBeInTheDocument();
  });
});
