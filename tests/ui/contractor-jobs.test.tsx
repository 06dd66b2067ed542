import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { clockOnDateText, zonedInstant } from '#server/domain/local-time.ts';
import { POSTAL_CODES } from '../support/postal-codes.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, newCustomerThroughApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';
import {
  bringForward,
  cancelThroughApi,
  moveJob,
  paidBooking,
  acceptedJobDueWithinTheHour,
  slotInDays,
  workedFor,
  type Customer,
  type Job,
} from '../support/ui-bookings.ts';
import { holdAnswersOf } from '../support/hold-answers.ts';

const CITY = 'Edmonton';
const PLACEHOLDER = '/images/avatar-placeholder.svg';

let customer: Customer;
let cleaner: SignedIn;
// Days of their own, so these jobs do not meet the other test files' bookings of the city.
let nextDay = 60 + Math.floor(Math.random() * 200);

beforeAll(async () => {
  const person = await newCustomerThroughApi('Lucas', 'Fontaine');
  const signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
  cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
});

function openJob(): Promise<Job> {
  nextDay += 1;
  return paidBooking(customer, slotInDays(CITY, nextDay));
}

const ZONE = 'America/Edmonton';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "The customer's contact details show from 9:00AM on March 7, 2027.": 24 hours before the
 * job's 9:00AM start, on Edmonton's clock (decision 079).
 */
function contactFromNote(job: Job) {
  const from = new Date(zonedInstant(job.vDate, 9 * 60, ZONE).getTime() - DAY_MS);
  return `The customer's contact details show from ${clockOnDateText(from, ZONE)}.`;
}

function longDate(day: string) {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

async function tab(name: RegExp) {
  const found = await screen.findByRole('tab', { name });
  await userEvent.click(found);
  return screen.getByRole('tabpanel', { name });
}

/** Opens the job from its card on /jobs, in the given tab. */
async function openDetails(job: Job, tabName: RegExp, who: SignedIn = cleaner) {
  actAs(who);
  const view = renderApp('/jobs', { cookie: who.cookie });
  const panel = await tab(tabName);
  const card = await within(panel).findByRole('article', { name: job.vBookingNo });
  await userEvent.click(
    within(card).getByRole('link', { name: `View Details: ${job.vBookingNo}` }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Job Details' });
  return view;
}

function actionNames() {
  const group = screen.queryByRole('group', { name: 'Job actions' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

/** The confirmation dialog open on the page, by its title. */
async function dialog(title: string) {
  return screen.findByRole('dialog', { name: title });
}

function hasDetail(section: string, label: string) {
  const region = screen.getByRole('region', { name: section });
  return within(region).queryByText(label, { selector: 'dt' }) !== null;
}

/** The value written under a label in a section of the details. */
function detail(section: string, label: string) {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('who sees jobs', () => {
  it('sends a visitor from /jobs to /login', async () => {
    const { router } = renderApp('/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a customer no Jobs: not in the navigation, and the screen for contractors instead', async () => {
    const demo = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { router } = renderApp('/jobs', { cookie: demo.cookie });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for contractors.' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await router.navigate('/job-details');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for contractors.' }),
    ).toBeInTheDocument();
  });

  it('explains /job-details opened without a job and links to /jobs', async () => {
    actAs(cleaner);
    renderApp('/job-details', { cookie: cleaner.cookie });
    expect(
      await screen.findByText('Open a job from your jobs list to see its details.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  });
});

// A test that failed while an answer was held leaves no held fetch to the next.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a contractor’s jobs', () => {
  it('shows on an open job’s card what the cleaner earns, never the customer’s total', async () => {
    const job = await openJob();
    actAs(cleaner);
    renderApp('/jobs', { cookie: cleaner.cookie });
    const panel = await tab(/^Available Jobs/);
    const card = await within(panel).findByRole('article', { name: job.vBookingNo });

    expect(within(card).getByText('You earn $48.00')).toBeInTheDocument();
    expect(card.textContent).not.toContain('Total');
    expect(card.textContent).not.toContain(`$${job.vTotalPrice}`);
  });

  it('shows an open job with its details and Accept and Reject; accepted, it moves to My Jobs', async () => {
    const job = await openJob();
    const { router } = await openDetails(job, /^Available Jobs/);

    // Before acceptance: the first name and the area, no contact details (DESIGN.md, Privacy).
    expect(screen.getByRole('img', { name: 'Lucas' })).toHaveAttribute('src', PLACEHOLDER);
    expect(detail('Customer', 'Name')).toBe('Lucas');
    expect(hasDetail('Customer', 'Email')).toBe(false);
    expect(detail('Customer', 'Booking Number')).toBe(job.vBookingNo);
    expect(detail('Customer', 'Booking Date')).toBe(longDate(job.vDate));
    // The city and the first three characters of the postal code the booking stored.
    expect(detail('Contact Details', 'Area')).toBe(`${CITY}, ${POSTAL_CODES[CITY]?.slice(0, 3)}`);
    expect(hasDetail('Contact Details', 'Address')).toBe(false);
    expect(hasDetail('Contact Details', 'Phone')).toBe(false);
    expect(
      within(screen.getByRole('region', { name: 'Contact Details' })).getByText(
        'Contact details appear once you accept the job, from 24 hours before it starts.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(customer.email);
    expect(document.body.textContent).not.toContain(job.vAddress);
    expect(detail('Service Details', 'Service')).toBe('Routine Clean');
    expect(detail('Service Details', 'Estimated Hours')).toBe('2 hours');
    expect(detail('Service Details', 'Cleaning Date')).toBe(longDate(job.vDate));
    expect(detail('Service Details', 'From')).toBe('9:00AM');
    expect(detail('Service Details', 'Until')).toBe('11:00AM');
    // Spec §2's total, for a cleaner: their pay, 2 hours at Edmonton's $24.00 for a Routine
    // Clean (decision 031); the customer's price is nowhere on the page.
    expect(detail('Service Details', 'Your Pay for This Job')).toBe('You earn $48.00');
    expect(document.body.textContent).not.toContain(`$${job.vTotalPrice}`);
    expect(
      within(screen.getByRole('region', { name: 'Extras' })).getByText('No extras'),
    ).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(actionNames()).toEqual(['Accept', 'Reject']);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Job accepted.');
    expect(screen.getByText('Assigned')).toBeInTheDocument();
    // From an accepted job: hand it back, or start it (the server says when).
    expect(actionNames()).toEqual(['Reject', 'Start']);
    // Days ahead: Start waits until an hour before the 9:00AM cleaning, and says so.
    const startNote = await screen.findByText(
      `You can start this job from 8:00AM on ${longDate(job.vDate)}.`,
    );
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveAccessibleDescription(
      startNote.textContent ?? '',
    );
    // Handing it back asks first; Cancel leaves it theirs and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const handBack = await dialog('Hand back this job?');
    expect(handBack).toHaveTextContent('It opens to other cleaners again. This cannot be undone.');
    await userEvent.click(within(handBack).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Assigned')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Job accepted.');
    expect(actionNames()).toEqual(['Reject', 'Start']);
    // Accepted months ahead: the job is theirs, the contact details not yet (decision 079).
    const contact = screen.getByRole('region', { name: 'Contact Details' });
    expect(await within(contact).findByText(contactFromNote(job))).toBeInTheDocument();
    expect(detail('Contact Details', 'Area')).toBe(`${CITY}, ${POSTAL_CODES[CITY]?.slice(0, 3)}`);
    expect(hasDetail('Contact Details', 'Address')).toBe(false);
    expect(hasDetail('Contact Details', 'Phone')).toBe(false);
    expect(detail('Customer', 'Name')).toBe('Lucas');
    expect(hasDetail('Customer', 'Email')).toBe(false);
    expect(document.body.textContent).not.toContain(customer.email);
    expect(document.body.textContent).not.toContain(job.vAddress);
    expect(document.body.textContent).not.toContain('555-0142');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    const mine = await tab(/^My Jobs/);
    const card = await within(mine).findByRole('article', { name: job.vBookingNo });
    expect(within(card).getByText('Assigned')).toBeInTheDocument();
    expect(within(card).getByText('You earn $48.00')).toBeInTheDocument();
    expect(card.textContent).not.toContain('Total');
    const available = await tab(/^Available Jobs/);
    expect(within(available).queryByRole('article', { name: job.vBookingNo })).toBeNull();
  });

  it('shows an accepted job’s contact details once it is within 24 hours, instead of when they will show', async () => {
    const job = await openJob();
    await moveJob(cleaner.cookie, 'accept', job.iBookingId);
    const { router } = await openDetails(job, /^My Jobs/);
    expect(screen.getByText(contactFromNote(job))).toBeInTheDocument();
    expect(hasDetail('Contact Details', 'Phone')).toBe(false);
    expect(document.body.textContent).not.toContain(customer.email);

    // Its day comes (the cleaning moved within the hour, as the real clock is kept).
    await bringForward(job.iBookingId, 45);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    const mine = await tab(/^My Jobs/);
    const card = await within(mine).findByRole('article', { name: job.vBookingNo });
    await userEvent.click(
      within(card).getByRole('link', { name: `View Details: ${job.vBookingNo}` }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Job Details' });

    await waitFor(() => expect(detail('Customer', 'Name')).toBe(customer.fullName));
    expect(screen.getByRole('img', { name: customer.fullName })).toBeInTheDocument();
    expect(detail('Customer', 'Email')).toBe(customer.email);
    expect(detail('Contact Details', 'Address')).toBe(job.vAddress);
    expect(detail('Contact Details', 'City')).toBe(CITY);
    expect(detail('Contact Details', 'Phone')).toBe('(780) 555-0142');
    // One tap calls the customer from a phone.
    expect(screen.getByRole('link', { name: '(780) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17805550142',
    );
    expect(screen.queryByText(/The customer's contact details show from/)).toBeNull();
    // Handed back, so the Edmonton cleaner is free for the other tests.
    await moveJob(cleaner.cookie, 'reject', job.iBookingId);
  });

  it('starts a job due within the hour, then completes it; it ends under Completed', async () => {
    const { booking, cleaner: theirCleaner } = await acceptedJobDueWithinTheHour(
      customer,
      ['Toronto', 'Mississauga', 'Winnipeg', 'Lower Mainland', 'Brampton', 'Ottawa'],
      (email) => signInAs(email, DEMO_PASSWORD),
    );
    const { router } = await openDetails(booking, /^My Jobs/, theirCleaner);
    expect(actionNames()).toEqual(['Reject', 'Start']);

    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Job started.');
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(actionNames()).toEqual(['Complete']);

    expect(detail('Contact Details', 'Phone')).toBe('(780) 555-0142');
    // Just started: Complete waits for half the estimate, and says until when.
    const note = await screen.findByText(/^You can complete this job from \d{1,2}:\d{2}[AP]M\.$/);
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Complete' })).toHaveAccessibleDescription(
      note.textContent ?? '',
    );

    // Half the estimate later (the job's start moved back, as the real clock is kept), it may
    // be completed.
    // (A minute more: the time shown is rounded up to a whole minute.)
    await workedFor(booking.iBookingId, booking.estimatedHour * 30 + 1);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Jobs' }));
    const mine = await tab(/^My Jobs/);
    const card = await within(mine).findByRole('article', { name: booking.vBookingNo });
    await userEvent.click(
      within(card).getByRole('link', { name: `View Details: ${booking.vBookingNo}` }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Job Details' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Complete' })).not.toBeDisabled(),
    );
    expect(screen.queryByText(/You can complete this job from/)).toBeNull();

    // It asks first; Cancel leaves the job in progress.
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const ask = await dialog('Complete this job?');
    expect(ask).toHaveTextContent("The customer's card will be charged for this cleaning.");
    // The cleaner's pay, and no other amount: never the customer's price.
    const pay = detail('Service Details', 'Your Pay for This Job');
    expect(pay).toMatch(/^You earn \$\d+\.\d{2}$/);
    expect(ask).toHaveTextContent(`${pay}.`);
    expect(ask.textContent?.match(/\$\d[\d,]*\.\d{2}/g)).toEqual([pay?.replace('You earn ', '')]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await userEvent.click(
      within(await dialog('Complete this job?')).getByRole('button', { name: 'Complete' }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Job completed.'));
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
    // Done: the contact details are gone from the page and from the lists.
    expect(
      await screen.findByText('Contact details are shown only while the job is yours to do.'),
    ).toBeInTheDocument();
    expect(hasDetail('Contact Details', 'Phone')).toBe(false);
    expect(document.body.textContent).not.toContain(customer.email);

    await userEvent.click(screen.getByRole('link', { name: 'Back to Jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    const completed = await tab(/^Completed/);
    expect(
      await within(completed).findByRole('article', { name: booking.vBookingNo }),
    ).toBeInTheDocument();
  });

  it('declines an open job: Loading... while the call runs, then the server’s sentence, and the job leaves the list', async () => {
    const job = await openJob();
    const { router } = await openDetails(job, /^Available Jobs/);
    // Without pauses between pointer events the click settles before any answer can arrive.
    const user = userEvent.setup({ delay: null });
    // Asked first: Cancel keeps the job open and listed.
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const ask = await dialog('Reject this job?');
    expect(ask).toHaveTextContent('It will no longer be shown to you. This cannot be undone.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionNames()).toEqual(['Accept', 'Reject']);
    expect(screen.getByText('Open')).toBeInTheDocument();

    // The server's answer held until the pressed state is read: a fast machine answered within
    // the click's own settling, and the state was gone before it could be seen.
    const answered = holdAnswersOf('/api/cleaning/reject_job');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(
      within(await dialog('Reject this job?')).getByRole('button', { name: 'Reject' }),
    );
    const pressed = await screen.findByRole('button', { name: 'Loading...' });
    expect(pressed.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    answered();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Job declined. It will no longer be shown to you.',
    );
    expect(actionNames()).toEqual([]);

    await router.navigate('/jobs');
    const available = await tab(/^Available Jobs/);
    await waitFor(() =>
      expect(within(available).queryByRole('article', { name: job.vBookingNo })).toBeNull(),
    );
  });

  it('shows the server’s message for a job that stopped being open meanwhile, and refreshes', async () => {
    const job = await openJob();
    await openDetails(job, /^Available Jobs/);
    expect(actionNames()).toEqual(['Accept', 'Reject']);

    // Meanwhile the job is gone: its customer cancelled it (each city has one demo cleaner, so
    // this stands for any other hand that took it).
    await cancelThroughApi(customer.cookie, job.iBookingId);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('This job is no longer open.')).toBeInTheDocument();
    expect(await screen.findByText('This job is no longer available to you.')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
  });

  it('says a job action that got no answer, or one without a sentence, in words the cleaner can act on', async () => {
    const job = await openJob();
    await openDetails(job, /^Available Jobs/);
    const realFetch = globalThis.fetch;
    let answer: 'none' | 'blank' = 'none';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/api/cleaning/accept_job')) return realFetch(input, init);
      // The browser's own words for a call without an answer; a proxy's page without a sentence.
      return answer === 'none'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }));
    });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(
        await screen.findByText(
          'We could not reach MapleShine. Please check your connection and try again.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();

      answer = 'blank';
      await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
      expect(
        await screen.findByText('The job could not be updated. Please try again.'),
      ).toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
    // Nothing was written: the job is still open, and the cleaner can accept it now.
    expect(screen.getByText('Open')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Job accepted.');
  });
});
