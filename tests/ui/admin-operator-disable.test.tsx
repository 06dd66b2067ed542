import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import {
  actAs,
  sendFreshCode,
  signInAs,
  unusedDeskCode,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { uiOperators } from '../support/ui-operators.ts';

// Disabling an operator from the console's Operators screen (decision 085), against the real
// server. The operator disabled is this file's own, and so is the console desk that disables.
const desk = uiOperators.disable;

let operator: SignedIn;
beforeAll(async () => {
  operator = await signInAs(desk.email, DEMO_PASSWORD);
});

const email = `ui.disabled.${Date.now()}@example.ca`;
const name = 'Camille Fortin';

describe('/admin/operators', () => {
  it('disables another operator through the dialog that asks for a code, and offers no Disable on one’s own row', async () => {
    const made = await sendFreshCode(
      '/api/admin/operators/create',
      { email, fullName: name },
      { cookie: operator.cookie, secret: desk.secret, email: desk.email },
    );
    expect(made.status).toBe(200);

    actAs(operator);
    renderApp('/admin/operators', { cookie: operator.cookie });
    const list = await screen.findByRole('list', { name: 'Operators' });
    const own = within(list).getByText(desk.email).closest('li')!;
    expect(within(own).getByText('You')).toBeVisible();
    expect(within(own).queryByRole('button', { name: /^Disable/ })).toBeNull();

    const row = (await within(list).findByText(email)).closest('li')!;
    expect(within(row).getByText('Active')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: `Disable ${name}` }));

    const dialog = await screen.findByRole('dialog', { name: `Disable ${name}?` });
    expect(
      within(dialog).getByText(
        `${name} (${email}) is signed out at once and can no longer log in until an operator enables them again. The audit log keeps who did it.`,
      ),
    ).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: /Code from your authenticator app/ });
    await userEvent.type(code, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable operator' }));
    expect(
      await within(dialog).findByText(
        'Please confirm with the 6-digit code from your authenticator app.',
      ),
    ).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, await unusedDeskCode(desk));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable operator' }));
    expect(
      await screen.findByText(
        `Disabled ${email}; their sessions have ended and they can no longer log in.`,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Disable ${name}?` })).toBeNull(),
    );
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeVisible());
    expect(within(row).getByRole('button', { name: `Enable ${name}` })).toBeVisible();
  });

  it('closes the dialog on Cancel without disabling anyone', async () => {
    actAs(operator);
    renderApp('/admin/operators', { cookie: operator.cookie });
    const list = await screen.findByRole('list', { name: 'Operators' });
    const row = (await within(list).findByText(email)).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: `Enable ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Enable ${name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Enable ${name}?` })).toBeNull(),
    );
    expect(within(row).getByText('Disabled')).toBeVisible();
  });
});
