import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { paidBooking, slotInDays, type Customer } from '../support/ui-bookings.ts';

// Issue 45, decision 145: the customer's plan page, its dialogs pressed against the real test
// server. The plan is bought as the wizard buys it (the quote's every 2 weeks, then the payment)
// 5 to 7 days ahead, and the visit writer, which the UI test server runs without its queue, is run
// by the development-only /dev/plans/visits/run: the plan has three visits in its five weeks.

let owner: SignedIn;
let code: string;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Elodie', 'Gagnon');
  owner = await signInAs(person.email, person.password);
  const customer: Customer = {
    cookie: owner.cookie,
    fullName: person.fullName,
    email: person.email,
  };
  await paidBooking(
    customer,
    slotInDays('Winnipeg', 5 + Math.floor(Math.random() * 3)),
    undefined,
    { everyWeeks: 2 },
  );
  const run = await postToApi('/dev/plans/visits/run', {});
  if (run.status !== 200) throw new Error(`/dev/plans/visits/run answered ${run.status}`);
  const plans = await postToApi<{ vUniqueCode: string }[]>(
    '/api/customer/plans',
    {},
    { cookie: owner.cookie },
  );
  const plan = plans.body.data?.[0];
  if (plans.status !== 200 || !plan) throw new Error('no plan bought');
  code = plan.vUniqueCode;
});

function dialog() {
  return screen.getByRole('dialog');
}

describe('/plans/:code', () => {
  it('skips a visit, pauses, resumes, changes and ends the plan, each after its cost', async () => {
    actAs(owner);
    const user = userEvent.setup();
    const { unmount } = renderApp(`/plans/${code}`, { cookie: owner.cookie });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your regular cleaning' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Every 2 weeks on /)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const skips = screen.getAllByRole('button', { name: /^Skip the visit of / });
    expect(skips).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^Move the visit of / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/booking\/MS-\d+$/),
    );

    // Skip: the cost first, Keep closes without a change, then Skip visit.
    await user.click(skips[1]!);
    expect(await within(dialog()).findByText('No cancellation fee.')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: /^Skip the visit of / })[1]!);
    expect(
      await within(dialog()).findByText(/^Skipping this visit cancels it/),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Skip visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Past visits' })).toBeInTheDocument();
    expect(screen.getByText('Skipped')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Skip the visit of / })).toHaveLength(2);

    // Pause for 2 weeks.
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(
      await within(dialog()).findByText(/^Pausing for 2 weeks cancels the visits until /),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Pause plan' }));
    expect(await screen.findByText(/^Paused until /)).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();

    // Resume.
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();

    // Change to every 4 weeks.
    await user.click(screen.getByRole('button', { name: 'Change frequency or day' }));
    expect(
      within(dialog()).getByText('Choose a new frequency or day to see what it costs.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Change plan' })).toBeDisabled();
    await user.click(within(dialog()).getAllByLabelText('How often')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Every 4 weeks' }));
    expect(await within(dialog()).findByText(/^From .*: Every 4 weeks on /)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText(/^Every 4 weeks on /)).toBeInTheDocument();

    // End.
    await user.click(screen.getByRole('button', { name: 'End plan' }));
    expect(
      await within(dialog()).findByText(/^Ending the plan cancels every upcoming visit/),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'End plan' }));
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByText('No upcoming visit.')).toBeInTheDocument();
    expect(screen.getByText(/Ended the regular cleaning/)).toBeInTheDocument();
    unmount();
  }, 60_000);

  it('says a plan that is not the customer’s is not found', async () => {
    actAs(owner);
    const { unmount } = renderApp('/plans/pln_not_theirs', { cookie: owner.cookie });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regular cleaning not found' }),
    ).toBeInTheDocument();
    unmount();
  });

  it('shows the plan on the customer’s dashboard', async () => {
    actAs(owner);
    const { unmount } = renderApp('/dashboard', { cookie: owner.cookie });
    expect(
      await screen.findByRole('heading', { name: 'Your regular cleanings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Open: Every 4 weeks on / })).toHaveAttribute(
      'href',
      `/plans/${code}`,
    );
    unmount();
  });
});
