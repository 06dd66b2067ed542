import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomer, demoOperator } from '#server/db/seed/accounts.ts';
import * as adminFr from '#shared/catalogue/fr-CA/admin.ts';
import * as bookingsFr from '#shared/catalogue/fr-CA/admin-bookings.ts';
import * as coreFr from '#shared/catalogue/fr-CA/admin-core.ts';
import * as peopleFr from '#shared/catalogue/fr-CA/admin-people.ts';
import * as systemFr from '#shared/catalogue/fr-CA/admin-system.ts';
import { formatDay, formatMoney, plainSpaces } from '#shared/i18n/format.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { adminCoreTexts } from '#src/features/console/components/console-texts.ts';
import { WeekMoney } from '#src/features/console/today/components/week-money.tsx';
import { AppProviders } from '#src/app/providers.tsx';
import { formatLongDate } from '#src/components/format-date.ts';
import { createApiClient } from '#src/api/client.ts';
import { loadTexts } from '#src/i18n/texts.ts';
import { render } from '@testing-library/react';
import { renderAppIn } from '../support/render-in-locale.tsx';
import { apiUrl } from '../support/ui-api-url.ts';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { paidBooking, slotInDays } from '../support/ui-bookings.ts';

/*
 * The operator console in Canadian French (issue 41, decision 109): each screen's texts come from
 * the French catalogue, and money, days and counts are written as French writes them. The
 * catalogue's objects are the expectations, so a French text changed there changes here too; the
 * few literal sentences below check that what reaches the screen really is French.
 */

const { adminShellLabels, adminListLabels, auditLogLabels, auditActionNames } = adminFr;
const { todayLabels, applicationsLabels } = coreFr;
const { adminBookingsLabels, adminBookingLabels, paymentStatusNames } = bookingsFr;
const {
  adminCleanersLabels,
  weekdayNames,
  cleanerStandingNames,
  adminContentLabels,
  adminCommentsLabels,
} = peopleFr;
const { systemLabels, operatorsLabels } = systemFr;

/** A page that loads lazily on a machine the other test files share: more than findBy's 5 s. */
const SLOW = 20_000;

const t = (message: string, values?: Record<string, string | number>) =>
  formatMessage('fr-CA', message, values);
const plain = (text: string | null | undefined) => plainSpaces(text ?? '');
/** An accessible name equal to a French text, whichever invisible spaces each holds. */
const named = (text: string) => (name: string) => plainSpaces(name) === plainSpaces(text);

let operator: SignedIn;
beforeAll(async () => {
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
});

function openInFrench(path: string) {
  actAs(operator);
  return renderAppIn('fr-CA', path, { cookie: operator.cookie });
}

describe("the Today screen's money in French", () => {
  beforeAll(() => loadTexts(adminCoreTexts, 'fr-CA'));

  it('writes each sum as 1 234,50 $ and the Monday as « 23 novembre 2026 »', async () => {
    render(
      <AppProviders client={createApiClient(apiUrl())} env="test" locale="fr-CA">
        <WeekMoney
          money={{
            weekStart: '2026-11-23T05:00:00.000Z',
            held: 1234.5,
            captured: 0,
            released: 87.65,
          }}
        />
      </AppProviders>,
    );
    const section = await screen.findByRole('region', { name: 'L’argent de la semaine' });
    const figures = [todayLabels.HELD, todayLabels.CAPTURED, todayLabels.RELEASED].map((label) =>
      plain(within(section).getByText(label).parentElement?.textContent),
    );
    expect(figures).toEqual(['Retenu sur les cartes1 234,50 $', 'Encaissé0,00 $', 'Libéré87,65 $']);
    expect(within(section).getByText('Depuis le 23 novembre 2026')).toBeVisible();
  });
});

describe('the console in French', () => {
  it('opens Today with its navigation, headings and sums in French', async () => {
    const answer = await postToApi<{ money: { held: number } }>(
      '/api/admin/today',
      {},
      { cookie: operator.cookie },
    );
    openInFrench('/admin');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: todayLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: adminShellLabels.NAV_LANDMARK });
    expect(within(nav).getByRole('link', { name: 'Réservations' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Préposés au ménage' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: adminShellLabels.NAV_LOGOUT })).toBeVisible();
    expect(
      screen.getByText(t(adminShellLabels.SIGNED_IN_AS, { name: demoOperator.fullName })),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: adminShellLabels.HOME_LINK })).toBeVisible();

    // The section shows while the day loads too (decision 160): its figure is read once it has come.
    await waitFor(
      () => {
        const money = screen.getByRole('region', { name: todayLabels.MONEY_HEADING });
        const held = within(money).getByText(todayLabels.HELD).parentElement?.textContent;
        expect(plain(held)).toBe(
          `${todayLabels.HELD}${plain(formatMoney(answer.body.data?.money.held ?? 0, 'fr-CA'))}`,
        );
      },
      { timeout: SLOW },
    );
    expect(screen.getByRole('region', { name: todayLabels.AT_RISK_HEADING })).toBeVisible();
    expect(screen.getByRole('heading', { name: todayLabels.BOOKINGS_HEADING })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Demain' })).not.toHaveLength(0);
  });

  it('lists a booking with its day, status and total in French, and opens its page', async () => {
    const person = await newCustomerThroughApi('Elodie', 'Tremblay');
    const signedIn = await signInAs(person.email, person.password);
    // Far ahead in a city no other file books in: the card is saved, nothing is held this week.
    const slot = slotInDays('Toronto', 300 + Math.floor(Math.random() * 40));
    const job = await paidBooking(
      { cookie: signedIn.cookie, fullName: person.fullName, email: person.email },
      slot,
    );
    openInFrench(`/admin/bookings?bookingNo=${job.vBookingNo}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: adminBookingsLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    const filters = screen.getByRole('form', { name: adminListLabels.FILTERS });
    expect(within(filters).getByRole('textbox', { name: 'Numéro de réservation' })).toBeVisible();
    expect(
      within(filters).getByRole('button', { name: adminListLabels.APPLY_FILTERS }),
    ).toBeVisible();
    // A phone's width (jsdom matches no media query): a card per booking, each column a term.
    const table = await screen.findByRole('list', { name: adminBookingsLabels.LIST_NAME });
    const headers = [...table.querySelectorAll('dt')].map((term) => term.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Réservation', 'Client(e)', 'Quand', 'Statut', 'Paiement', 'Total']),
    );
    const link = await within(table).findByRole('link', {
      name: t(adminBookingsLabels.OPEN_BOOKING, { bookingNo: job.vBookingNo }),
    });
    const row = link.closest('li');
    if (!row) throw new Error('no row for the booking');
    expect(within(row).getByText(formatDay(slot.vDate, 'fr-CA'))).toBeVisible();
    // The window from its start to its estimated end, on a French clock: « 9 h – 11 h 30 ».
    expect(
      within(row).getByText(/^9 h – \d{1,2} h( \d\d)?$/, { normalizer: plainSpaces }),
    ).toBeVisible();
    expect(within(row).getByText(bookingsFr.lifecycleStateNames.authorized ?? '')).toBeVisible();
    expect(plain(row.textContent)).toMatch(/\d+,\d\d \$/);
    expect(screen.getByText(/^1 à 1 sur 1$/, { normalizer: plainSpaces })).toBeVisible();

    await userEvent.click(link);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: t(adminBookingLabels.HEADING, { bookingNo: job.vBookingNo }) },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    for (const section of [
      adminBookingLabels.ACTIONS,
      adminBookingLabels.DETAILS,
      adminBookingLabels.PAYMENT,
      adminBookingLabels.DOCUMENTS,
      adminBookingLabels.EMAILS,
      adminBookingLabels.TIMELINE,
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeVisible();
    }
    const payment = screen.getByRole('region', { name: adminBookingLabels.PAYMENT });
    expect(within(payment).getByText(adminBookingLabels.PAYMENT_STATUS)).toBeVisible();
    expect(
      within(payment).getByText(paymentStatusNames.cardSaved ?? '', { exact: true }),
    ).toBeVisible();
    const details = screen.getByRole('region', { name: adminBookingLabels.DETAILS });
    expect(within(details).getByText(adminBookingLabels.NO_CLEANER)).toBeVisible();
    expect(plain(details.textContent)).toMatch(/Total\d[\d ]*,\d\d \$/);
    const timeline = screen.getByRole('region', { name: adminBookingLabels.TIMELINE });
    expect(
      within(timeline).getByText(plain(bookingsFr.lifecycleStateDescriptions.authorized), {
        normalizer: plainSpaces,
      }),
    ).toBeVisible();
    // Cancelling asks first, in French.
    await userEvent.click(
      within(screen.getByRole('region', { name: adminBookingLabels.ACTIONS })).getByRole('button', {
        name: adminBookingLabels.CANCEL,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: named(t(adminBookingLabels.CANCEL_TITLE, { bookingNo: job.vBookingNo })),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: adminBookingLabels.KEEP }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the booking just opened in the audit log in French, with its code', async () => {
    openInFrench('/admin/audit-log?action=booking.view');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: auditLogLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    const table = await screen.findByRole(
      'list',
      { name: auditLogLabels.LIST_NAME },
      { timeout: SLOW },
    );
    const [first] = await within(table).findAllByText(auditActionNames['booking.view'] ?? '');
    expect(first).toBeVisible();
    expect(within(table).getAllByText('booking.view').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^Réservation \S+$/).length).toBeGreaterThan(0);
  });

  it('shows cleaners with their standing, and supply and demand by weekday, in French', async () => {
    openInFrench('/admin/cleaners');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: adminCleanersLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    const table = await screen.findByRole('list', { name: adminCleanersLabels.HEADING });
    expect(within(table).getAllByText(cleanerStandingNames.Approved ?? '').length).toBeGreaterThan(
      0,
    );
    expect(
      within(table).getAllByRole('button', { name: /^Mettre en pause .+$/ }).length,
    ).toBeGreaterThan(0);
    const supply = await screen.findByRole('region', { name: adminCleanersLabels.SUPPLY_HEADING });
    expect(within(supply).getAllByText(weekdayNames.Monday ?? '').length).toBeGreaterThan(0);
    expect(
      within(supply).getByText(t(adminCleanersLabels.SUPPLY_TEXT, { days: 28 })),
    ).toBeVisible();
  });

  it('lists the blog comments in French, with each Hide button named in French after its author', async () => {
    // The test's own comment, on the post admin-comments.test.tsx moderates its own on: found
    // here by its marker, so no other file's count changes.
    const customer = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const post = await postToApi<{ iBlogId: number }>('/api/blog/get_by_id', {
      vSlug: 'road-salt-stains-floors-carpets-boots',
    });
    const marker = `gadoue${Date.now()}`;
    const written = await postToApi(
      '/api/comment/create',
      {
        iBlogId: post.body.data?.iBlogId,
        vComment: `Un peu d’eau tiède et de vinaigre a enlevé la ${marker} de mes bottes.`,
      },
      { cookie: customer.cookie },
    );
    expect(written.status).toBe(200);
    const listed = await postToApi<{ items: { createdAt: string }[] }>(
      '/api/admin/comments/list',
      { text: marker },
      { cookie: operator.cookie },
    );
    const createdAt = listed.body.data?.items[0]?.createdAt ?? '';
    openInFrench(`/admin/content/comments?text=${marker}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contenu' }, { timeout: SLOW }),
    ).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'FAQ',
      'Billets de blogue',
      'Commentaires',
      'Libellés',
    ]);
    expect(screen.getByRole('tab', { name: 'Commentaires' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const filters = screen.getByRole('form', { name: adminListLabels.FILTERS });
    expect(
      within(filters).getByRole('textbox', { name: 'Auteur, commentaire ou billet' }),
    ).toHaveValue(marker);
    expect(within(filters).getByRole('combobox', { name: 'Affiché' })).toHaveValue('Tous');

    const author = `${demoCustomer.firstName} ${demoCustomer.lastName}`;
    const hide = await screen.findByRole(
      'button',
      { name: `Masquer le commentaire de ${author}` },
      { timeout: SLOW },
    );
    expect(hide).toHaveTextContent(/^Masquer$/);
    expect(hide).toHaveAccessibleName(t(adminCommentsLabels.HIDE_NAMED, { name: author }));
    const row = hide.closest('li');
    if (!row) throw new Error('no row for the comment');
    expect([...row.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Auteur',
      'Billet',
      'Commentaire',
      'Affiché',
    ]);
    // The day it was written, as French writes it: « 3 décembre 2026 ».
    const day = formatLongDate(createdAt, 'fr-CA');
    expect(day).toMatch(/^\d{1,2}(er)? [a-zéû]+ \d{4}$/);
    expect(within(row).getByText(day)).toBeVisible();
    expect(
      within(row).getByText(adminCommentsLabels.SHOWN_BADGE, { selector: 'dd *' }),
    ).toBeVisible();

    // Nothing of the English screen is left.
    expect(screen.queryByRole('heading', { name: 'Content' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Blog posts' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Comments' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Author, comment or post' })).toBeNull();
    expect(screen.queryByRole('button', { name: /the comment by/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(row).queryByText('Author')).toBeNull();
  });

  it('lists the blog posts in French, each with the day it was added as French writes it', async () => {
    const answer = await postToApi<{ items: { title: string; addedAt: string }[] }>(
      '/api/admin/blogs/list',
      { page: 1, perPage: 20 },
      { cookie: operator.cookie },
    );
    const first = answer.body.data?.items[0];
    if (!first) throw new Error('no blog post listed');
    openInFrench('/admin/content/blog');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: adminContentLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Billets de blogue' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Nouveau billet' })).toBeVisible();
    const filters = screen.getByRole('form', { name: adminListLabels.FILTERS });
    expect(within(filters).getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
    expect(within(filters).getByRole('combobox', { name: 'Publié' })).toHaveValue('Tous');

    const list = await screen.findByRole('list', { name: 'Billets de blogue' }, { timeout: SLOW });
    const [row] = within(list).getAllByRole('listitem');
    if (!row) throw new Error('no row for the first post');
    expect([...row.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Titre',
      'Catégorie',
      'Ajouté le',
      'Statut',
    ]);
    expect(within(row).getByText(first.title)).toBeVisible();
    expect(within(row).getByText(formatLongDate(first.addedAt, 'fr-CA'))).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Modifier' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New blog post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByText('Added')).toBeNull();
  });

  it('offers the applications by status in French', async () => {
    openInFrench('/admin/applications');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: applicationsLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    const filters = screen.getByRole('form', { name: adminListLabels.FILTERS });
    for (const status of ['En attente', 'Approuvées', 'Refusées']) {
      expect(within(filters).getByText(status)).toBeVisible();
    }
    expect(within(filters).getByRole('textbox', { name: applicationsLabels.SEARCH })).toBeVisible();
  });

  it('says in French that the booking rules are saved: the server answers the console’s language', async () => {
    openInFrench('/admin/system');
    const section = await screen.findByRole(
      'region',
      { name: systemLabels.RULES_HEADING },
      { timeout: SLOW },
    );
    const field = await within(section).findByRole('textbox', {
      name: systemLabels.DEADLINE_FIELD,
    });
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await userEvent.click(within(section).getByRole('button', { name: systemLabels.SAVE_RULES }));
    expect(
      await screen.findByText(
        'C’est enregistré. Quand aucun préposé au ménage n’a accepté une réservation, le client en est avisé 10 heures avant le début.',
      ),
    ).toBeVisible();
    // Back to the default for the files after this one.
    await postToApi(
      '/api/admin/booking-rules/save',
      { iUnacceptedDeadlineHours: 12 },
      { cookie: operator.cookie },
    );
  });

  it('shows the mail and job queues, and the operators, in French', async () => {
    const system = openInFrench('/admin/system');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: systemLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    const jobs = await screen.findByRole('table', { name: systemLabels.JOBS_LIST });
    expect(
      within(jobs)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['File', 'En attente', 'En cours', 'En échec']);
    const mail = screen.getByRole('region', { name: systemLabels.MAIL_HEADING });
    expect(within(mail).getByText(systemLabels.MAIL_PENDING)).toBeVisible();
    expect(screen.getByRole('region', { name: systemLabels.RULES_HEADING })).toBeVisible();
    expect(await screen.findByRole('button', { name: systemLabels.SAVE_RULES })).toBeVisible();

    system.unmount();
    openInFrench('/admin/operators');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: operatorsLabels.HEADING },
        { timeout: SLOW },
      ),
    ).toBeVisible();
    const table = await screen.findByRole('list', { name: operatorsLabels.LIST_NAME });
    expect(within(table).getAllByText(operatorsLabels.ACTIVE).length).toBeGreaterThan(0);
    expect(within(table).getByText(operatorsLabels.YOU)).toBeVisible();
  });
});
