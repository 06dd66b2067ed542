import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, signInAs } from '../support/ui-accounts.ts';
import {
  HISTORY_CLEANER_EMAIL,
  HISTORY_CUSTOMER_EMAIL,
  HISTORY_PAST_JOBS,
} from '../support/ui-history.ts';

// The history (tests/support/ui-history.ts): 14 past cleanings, every fifth cancelled, so 12
// completed and 2 cancelled, one a day back from yesterday. The first page holds the newest 10.

describe('past work, a page at a time', () => {
  it('shows a cleaner their newest past jobs, and the earlier ones after "Show earlier jobs"', async () => {
    const cleaner = await signInAs(HISTORY_CLEANER_EMAIL, DEMO_PASSWORD);
    actAs(cleaner);
    renderApp('/jobs', { cookie: cleaner.cookie });

    // While earlier jobs are not loaded, the tab does not pretend to know how many there are.
    const completedTab = await screen.findByRole('tab', { name: 'Completed' });
    await userEvent.click(completedTab);
    const panel = screen.getByRole('tabpanel', { name: 'Completed' });
    expect(within(panel).getAllByRole('article')).toHaveLength(8);

    await userEvent.click(within(panel).getByRole('button', { name: 'Show earlier jobs' }));

    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(12));
    expect(within(panel).queryByRole('button', { name: 'Show earlier jobs' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Completed (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancelled (2)' })).toBeInTheDocument();
  });

  it('shows a customer their newest past bookings, and the earlier ones after "Show earlier bookings"', async () => {
    const customer = await signInAs(HISTORY_CUSTOMER_EMAIL, DEMO_PASSWORD);
    actAs(customer);
    renderApp('/booking', { cookie: customer.cookie });

    const past = await screen.findByRole('region', { name: 'Past bookings' });
    const cancelled = screen.getByRole('region', { name: 'Cancelled bookings' });
    expect(within(past).getAllByRole('article')).toHaveLength(8);
    expect(within(cancelled).getAllByRole('article')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show earlier bookings' }));

    await waitFor(() =>
      expect(within(past).getAllByRole('article')).toHaveLength(HISTORY_PAST_JOBS - 2),
    );
    expect(within(cancelled).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show earlier bookings' })).toBeNull();
  });
});
