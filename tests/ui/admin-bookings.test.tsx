import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { findToast } from '../support/toasts.ts';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  unusedDeskCode,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { uiOperators } from '../support/ui-operators.ts';
import {
  cancelThroughApi,
  demoContractorEmail,
  moveJob,
  paidBooking,
  slotInDays,
  workedFor,
  type Customer,
  type Job,
} from '../support/ui-bookings.ts';

// A city of its own: this file's cleaner is Mississauga's demo cleaner. Its console desk is its
// own too, for the refund's code.
const CITY = 'Mississauga';
const desk = uiOperators.bookings;

let operator: SignedIn;
let cleaner: SignedIn;
let customer: Customer;
let nextDay = 60 + Math.floor(Math.random() * 200);

beforeAll(async () => {
  const person = await newCustomerThroughApi('Maya', 'Singh');
  const signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
  cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
  operator = await signInAs(desk.email, DEMO_PASSWORD);
});

function laterBooking(): Promise<Job> {
  nextDay += 1;
  return paidBooking(customer, slotInDays(CITY, nextDay));
}

/**
 * A booking the city's cleaner accepted, brought forward, started and completed. Booked two days
 * ahead, so the card is held at payment (not only saved) and completing charges it.
 */
async function completedBooking(): Promise<Job> {
  const job = await paidBooking(customer, slotInDays(CITY, 2));
  await moveJob(cleaner.cookie, 'accept', job.iBookingId);
  const soon = await postToApi('/dev/jobs/soon', { iBookingId: job.iBookingId, minutes: 30 });
  if (soon.status !== 200) throw new Error(`/dev/jobs/soon: ${soon.body.message}`);
  await moveJob(cleaner.cookie, 'start', job.iBookingId);
  await workedFor(job.iBookingId, job.estimatedHour * 30 + 1);
  await moveJob(cleaner.cookie, 'complete', job.iBookingId);
  return job;
}

function openAsOperator(path: string) {
  actAs(operator);
  return renderApp(path, { cookie: operator.cookie, timings: { toastMs: 50 } });
}

function actionButtons() {
  const actions = screen.getByRole('region', { name: 'Actions' });
  return within(actions)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('/admin/bookings', () => {
  it('finds a booking by its number and opens its page', async () => {
    const job = await laterBooking();
    openAsOperator(`/admin/bookings?bookingNo=${job.vBookingNo}`);

    const link = await screen.findByRole('link', { name: `Open booking ${job.vBookingNo}` });
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    await userEvent.click(link);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Booking ${job.vBookingNo}` }),
    ).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Cancel for the customer']);
  });

  it('filters by number and status from the filter form, on the server', async () => {
    const job = await laterBooking();
    await cancelThroughApi(customer.cookie, job.iBookingId);
    openAsOperator('/admin/bookings');
    const filters = await screen.findByRole('form', { name: 'Filters' });

    await userEvent.type(within(filters).getByLabelText('Booking number'), job.vBookingNo);
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'Completed');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No booking matches these filters.')).toBeInTheDocument();

    const again = screen.getByRole('form', { name: 'Filters' });
    await userEvent.selectOptions(within(again).getByLabelText('Status'), 'Cancelled');
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByRole('link', { name: `Open booking ${job.vBookingNo}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });
});

describe("a booking's page", () => {
  it('hands an accepted job back from its cleaner after the dialog confirms it', async () => {
    const job = await laterBooking();
    await moveJob(cleaner.cookie, 'accept', job.iBookingId);
    openAsOperator(`/admin/bookings/${job.iBookingId}`);
    await screen.findByRole('heading', { level: 1, name: `Booking ${job.vBookingNo}` });
    expect(actionButtons()).toEqual(['Cancel for the customer', 'Hand back from the cleaner']);

    await userEvent.click(screen.getByRole('button', { name: 'Hand back from the cleaner' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Hand back job ${job.vBookingNo}?`,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand back' }));

    await findToast('Job handed back; it is open to other cleaners again.', 'success');
    await waitFor(() => expect(actionButtons()).toEqual(['Cancel for the customer']));
    const timeline = screen.getByRole('region', { name: 'Lifecycle' });
    expect(within(timeline).getByText('Cleaner assigned')).toBeInTheDocument();
    expect(within(timeline).getByText('Paid, waiting for a cleaner · Now')).toBeInTheDocument();
    // Handed back, the job has no cleaner and no pay fixed any more.
    const details = screen.getByRole('region', { name: 'Details' });
    await waitFor(() =>
      expect(within(details).getByText('Set when a cleaner takes the job')).toBeInTheDocument(),
    );
  });

  it('refunds part of a completed booking: the amount is checked, the refund is listed', async () => {
    const job = await completedBooking();
    openAsOperator(`/admin/bookings/${job.iBookingId}`);
    await screen.findByRole('heading', { level: 1, name: `Booking ${job.vBookingNo}` });
    const timeline = screen.getByRole('region', { name: 'Lifecycle' });
    expect(within(timeline).getByText('Completed and charged · Now')).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Refund']);

    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: `Refund booking ${job.vBookingNo}` });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue(job.vTotalPrice);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Enter the amount in dollars and cents, e.g. 25.50.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason for the refund.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '20.00');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The oven was not cleaned.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // A refund asks for a fresh code of the operator's app (decision 078).
    expect(
      await within(dialog).findByText(
        'Please confirm with the 6-digit code from your authenticator app.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Code from your authenticator app/ }),
      await unusedDeskCode(desk),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await findToast('Refund made.', 'success');
    await waitFor(() =>
      expect(within(timeline).getByText('Partly refunded · Now')).toBeInTheDocument(),
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(
      within(payment).getByText(
        new RegExp(
          `^\\$20\\.00 on .* by ${desk.email.replaceAll('.', '\\.')} \\(gateway refund re_test_[0-9a-f]+\\): The oven was not cleaned\\.$`,
        ),
      ),
    ).toBeInTheDocument();
    const left = (Number(job.vTotalPrice) - 20).toFixed(2);
    expect(within(payment).getByText(`$${left}`)).toBeInTheDocument();
    const emails = screen.getByRole('region', { name: 'E-mails' });
    expect(
      await within(emails).findByText(`A refund for your MapleShine booking ${job.vBookingNo}`),
    ).toBeInTheDocument();
    // The receipt issued at the charge and the refund's credit note citing it (decision 101).
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    const receipt = await within(receipts).findByText(/^Receipt \d{4}-\d{6}, \$/);
    const receiptNumber = /^Receipt (\S+),/.exec(receipt.textContent)?.[1] ?? '';
    expect(
      await within(receipts).findByText(
        new RegExp(`^Credit note CN-\\d{4}-\\d{6} for receipt ${receiptNumber}, \\$20\\.00, `),
      ),
    ).toBeInTheDocument();
    expect(
      within(receipts).getByRole('button', { name: `Download PDF ${receiptNumber}` }),
    ).toBeInTheDocument();
  });

  it('starts the refund amount with a decimal comma in French, and refunds 20,00 as $20.00', async () => {
    const job = await completedBooking();
    actAs(operator);
    renderApp(`/admin/bookings/${job.iBookingId}`, {
      cookie: operator.cookie,
      locale: 'fr-CA',
      timings: { toastMs: 50 },
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: `Réservation ${job.vBookingNo}` },
      { timeout: 20_000 },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Rembourser la réservation ${job.vBookingNo}`,
    });
    const amount = within(dialog).getByRole('textbox', { name: /^Montant \(dollars et cents\)/ });
    expect(amount).toHaveValue(job.vTotalPrice.replace('.', ','));
    // The dollar sign after the amount, as French writes it.
    expect(amount.parentElement?.querySelector('[data-position="right"]')).toHaveTextContent('$');
    expect(amount.parentElement?.querySelector('[data-position="left"]')).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20,00');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Raison/ }),
      'Le four n’a pas été nettoyé.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Code/ }),
      await unusedDeskCode(desk),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));

    await findToast('Remboursement effectué.', 'success');
    const answer = await postToApi<{ payment: { refunded: number } }>(
      '/api/admin/bookings/get',
      { bookingId: job.iBookingId },
      { cookie: operator.cookie },
    );
    expect(answer.body.data?.payment.refunded).toBe(20);
  });
});
