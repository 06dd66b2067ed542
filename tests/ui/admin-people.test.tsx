import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoOperator } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, postToApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// The console's Cleaners, Reviews and Content screens against the real server (decision 049).
// These tests change nothing the other UI tests read: every write here is refused or cancelled.

let operator: SignedIn;
beforeAll(async () => {
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
});

function open(path: string) {
  actAs(operator);
  return renderApp(path, { cookie: operator.cookie });
}

describe('/admin/reviews', () => {
  it('keeps the hide dialog open with "Please write a reason." under the reason when none is given, and hides nothing', async () => {
    open('/admin/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    const [hide] = await screen.findAllByRole('button', { name: /^Hide the review by / });
    await userEvent.click(hide!);
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    // Spaces are no reason: the field says so, as every form's fields do, and nothing is sent.
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please write a reason.'));
    const hidden = await postToApi<{ total: number }>(
      '/api/admin/reviews/list',
      {
        visibility: 'Hidden',
      },
      { cookie: operator.cookie },
    );
    expect(hidden.body.data?.total).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hide this review?' })).toBeNull(),
    );
  });
});

describe('/admin/cleaners/:id', () => {
  it('shows the cleaner’s details, hours note, pay, jobs and reviews, and asks before pausing', async () => {
    const cleaners = await postToApi<{ items: { id: number }[] }>(
      '/api/admin/cleaners/list',
      { text: demoContractorEmail('Edmonton') },
      { cookie: operator.cookie },
    );
    const id = cleaners.body.data?.items[0]?.id;
    open(`/admin/cleaners/${id}`);

    await screen.findByRole('heading', { level: 1, name: /\S/ });
    for (const name of ['Details', 'Working hours', 'Pay', 'Jobs', 'Reviews']) {
      expect(await screen.findByRole('region', { name })).toBeVisible();
    }
    expect(screen.getByText(demoContractorEmail('Edmonton'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: /^Pause .+\?$/ });
    expect(dialog).toHaveTextContent(
      'A paused cleaner sees no open jobs and cannot accept one. Jobs they have already accepted stay theirs.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Approved', { selector: '.mantine-Badge-label' })).toBeVisible();
  });
});

describe('/admin/content', () => {
  it('shows the server’s "Please write the answer." in the FAQ editor and saves nothing', async () => {
    open('/admin/content');
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'New FAQ entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New FAQ entry' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Question' }),
      'Is a UI test a question?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please write the answer.');
    const listed = await postToApi<{ total: number }>(
      '/api/admin/faqs/list',
      { text: 'Is a UI test a question?' },
      { cookie: operator.cookie },
    );
    expect(listed.body.data?.total).toBe(0);
  });
});
