import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorName, demoOperator } from '#server/db/seed/accounts.ts';
import { BackgroundCheckDialog } from '#src/features/console/components/background-check-dialog.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { actAs, postToApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// The form that records a background check (decision 134), as the approval of an application and
// a cleaner's page ask it, against the real server. It changes nothing other UI tests read:
// every check it sends is refused.

let operator: SignedIn;
let cleanerId: number;
beforeAll(async () => {
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
  const found = await postToApi<{ items: { id: number }[] }>(
    '/api/admin/cleaners/list',
    { text: demoContractorName('Calgary') },
    { cookie: operator.cookie },
  );
  cleanerId = found.body.data!.items[0]!.id;
});

function openDialog(sent: unknown[]) {
  actAs(operator);
  return renderComponent(
    <BackgroundCheckDialog
      opened
      title="Approve Rosa Delgado"
      intro="Record the background check that clears them."
      submitLabel="Approve and e-mail"
      onSubmit={async (check) => {
        sent.push(check);
        const answer = await postToApi(
          '/api/admin/cleaners/record-check',
          { contractorId: cleanerId, check },
          { cookie: operator.cookie },
        );
        if (answer.status !== 200) throw new Error(answer.body.message);
        return answer.body.message;
      }}
      onClose={() => undefined}
    />,
    { cookie: operator.cookie },
  );
}

describe('the background check form', () => {
  it('asks for the provider, the dates and the result, and says what is missing under each field without sending', async () => {
    const sent: unknown[] = [];
    openDialog(sent);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Rosa Delgado' });
    const provider = within(dialog).getByRole('textbox', { name: /^Provider/ });
    expect(provider).toHaveAccessibleDescription('Who ran the check, or “in person”.');
    expect(within(dialog).getByLabelText(/^Checked on/)).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText(/^Expires on/)).toHaveAttribute('type', 'date');
    expect(within(dialog).getAllByLabelText(/^Result/)[0]).toHaveValue('Clear');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and e-mail' }));

    await waitFor(() => expect(provider).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog).getByText('Please give who ran the background check, or “in person”.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Please give the date of the background check.')).toBeVisible();
    expect(
      within(dialog).getByText('Please give the date the background check expires.'),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("sends the check as typed and shows the server's refusal in the dialog, which stays open", async () => {
    const sent: unknown[] = [];
    openDialog(sent);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Rosa Delgado' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Provider/ }), 'in person');
    fireEvent.change(within(dialog).getByLabelText(/^Checked on/), {
      target: { value: '2099-01-01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Expires on/), {
      target: { value: '2100-01-01' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and e-mail' }));

    expect(
      await within(dialog).findByText('The date of the background check cannot be in the future.'),
    ).toBeVisible();
    expect(sent).toEqual([
      { provider: 'in person', checkedOn: '2099-01-01', result: 'clear', expiresOn: '2100-01-01' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Approve Rosa Delgado' })).toBeVisible();
  });
});
