import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { mailedCode } from '../support/dev-outbox.ts';
import { logInThroughApi, renderApp } from '../support/render-app.tsx';
import { apiUrl } from '../support/ui-api-url.ts';
import { sendFreshCode, signInAs } from '../support/ui-accounts.ts';
import { uiOperators } from '../support/ui-operators.ts';

const quick = { timings: { toastMs: 50 } };
const RESET_REQUESTED =
  'If an account exists for this e-mail, we have sent a link to reset its password.';

let people = 0;
/** A customer of this test alone (registered, never activated), so no shared login changes. */
async function registeredCustomer() {
  people += 1;
  const email = `reset.ui.${Date.now()}.${people}@example.ca`;
  const response = await fetch(`${apiUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      vFirstName: 'Noor',
      vLastName: 'Haddad',
      vEmail: email,
      vMobile: '6135550177',
      vPassword: 'Rideau-Canal-2026',
    }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  return email;
}

/** A reset link that can still be used: the page shows its form only for one of these. */
async function liveResetCode() {
  const email = await registeredCustomer();
  const response = await fetch(`${apiUrl()}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vEmail: email }),
  });
  if (!response.ok) throw new Error(`forgot-password answered ${response.status}`);
  const code = await mailedCode(email, '/reset-password');
  if (!code) throw new Error('no reset link was mailed');
  return code;
}

/** The first-password link of an operator the demo operator adds in the console. */
async function operatorsFirstCode() {
  const email = `reset.ui.operator.${Date.now()}@example.ca`;
  const desk = uiOperators.passwordReset;
  const operator = await signInAs(desk.email, DEMO_PASSWORD);
  const added = await sendFreshCode(
    '/api/admin/operators/create',
    { email },
    { cookie: operator.cookie, secret: desk.secret, email: desk.email },
  );
  if (added.status !== 200) throw new Error(`adding an operator answered ${added.status}`);
  // The tab is nobody's again: the reset page is opened as the new operator would open it.
  sessionStorage.clear();
  const code = await mailedCode(email, '/reset-password');
  if (!code) throw new Error('no link was mailed to the new operator');
  return code;
}

const LINK_USED_HEADING = 'This Reset Link Was Used or Has Expired';
const LINK_USED = 'This reset link has already been used or has expired.';

/** The page of a link that cannot be used: says so and offers a new one, with no form. */
async function expectLinkUsedPage() {
  expect(await screen.findByRole('heading', { level: 1, name: LINK_USED_HEADING })).toBeVisible();
  const main = within(screen.getByRole('main'));
  expect(main.getByText(LINK_USED)).toBeVisible();
  expect(main.getByRole('link', { name: 'Send Me a New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByRole('form', { name: 'Choose a New Password' })).not.toBeInTheDocument();
}

async function openForgot() {
  const view = renderApp('/forgot-password', quick);
  const form = await screen.findByRole('form', { name: 'Forgot Your Password?' });
  return {
    ...view,
    form,
    email: within(form).getByRole('textbox', { name: /Email/ }),
    submit: within(form).getByRole('button', { name: 'Send Reset Link' }),
  };
}

async function openReset(code: string) {
  const view = renderApp(`/reset-password/${code}`, quick);
  const form = await screen.findByRole('form', { name: 'Choose a New Password' });
  return {
    ...view,
    form,
    password: within(form).getByLabelText(/^New Password/, { selector: 'input' }),
    confirmation: within(form).getByLabelText(/Confirm New Password/, { selector: 'input' }),
    submit: within(form).getByRole('button', { name: 'Reset Password' }),
  };
}

describe('the forgotten-password form', () => {
  it('asks for a well-formed e-mail', async () => {
    const { form, email, submit } = await openForgot();
    await userEvent.click(submit);
    expect(within(form).getByText('Email is Required.')).toBeInTheDocument();
    await userEvent.type(email, 'noor.haddad@');
    await userEvent.click(submit);
    expect(within(form).getByText('Invalid Email Format.')).toBeInTheDocument();
  });

  it('shows the server’s answer in place of the form, for an unknown e-mail too', async () => {
    const { email, submit } = await openForgot();
    await userEvent.type(email, `nobody.${Date.now()}@example.ca`);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Forgot Your Password?' })).toBeNull(),
    );
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(RESET_REQUESTED);
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
  });
});

describe('the reset-password form', () => {
  it('asks for a new password of at least 6 characters and its confirmation', async () => {
    const { form, password, submit } = await openReset(await liveResetCode());
    await userEvent.click(submit);
    expect(within(form).getByText('Password is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Please Enter confirm password.')).toBeInTheDocument();
    await userEvent.type(password, 'short');
    await userEvent.click(submit);
    expect(within(form).getByText('Enter min 6 characters.')).toBeInTheDocument();
  });

  it("asks an operator's link for a password of at least 8 characters (decision 084)", async () => {
    const { form, password, confirmation, submit, router } = await openReset(
      await operatorsFirstCode(),
    );
    expect(
      screen.getByText(
        'Your console password needs at least 8 characters and must not be a common password.',
      ),
    ).toBeVisible();
    expect(password).toHaveAttribute('placeholder', 'At least 8 characters');
    await userEvent.type(password, 'Kx9#mQ2');
    await userEvent.type(confirmation, 'Kx9#mQ2');
    await userEvent.click(submit);
    expect(within(form).getByText('Enter min 8 characters.')).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/reset-password\//);
  });

  it('says "Passwords do not match." for a different confirmation and stays', async () => {
    const code = await liveResetCode();
    const { form, password, confirmation, submit, router } = await openReset(code);
    await userEvent.type(password, 'Rideau-Canal-2027');
    await userEvent.type(confirmation, 'Rideau-Canal-2072');
    await userEvent.click(submit);
    expect(within(form).getByText('Passwords do not match.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/reset-password/${code}`);
  });

  it('says an unknown link was used or has expired and offers a new one, instead of the form', async () => {
    const { router } = renderApp('/reset-password/not-a-real-code-9', quick);
    await expectLinkUsedPage();
    expect(router.state.location.pathname).toBe('/reset-password/not-a-real-code-9');
  });

  it('sets the password from the mailed link and lands on /success-reset-password', async () => {
    const address = await registeredCustomer();
    const forgot = await openForgot();
    await userEvent.type(forgot.email, address);
    await userEvent.click(forgot.submit);
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      RESET_REQUESTED,
    );
    forgot.unmount();

    const code = await mailedCode(address, '/reset-password');
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const reset = await openReset(code!);
    await userEvent.type(reset.password, 'Gatineau-Hills-2026');
    await userEvent.type(reset.confirmation, 'Gatineau-Hills-2026');
    await userEvent.click(reset.submit);

    await waitFor(() =>
      expect(reset.router.state.location.pathname).toBe('/success-reset-password'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();
    // The link proved the e-mail, so the never-activated account can now log in with the new password.
    const session = await logInThroughApi(address, 'Gatineau-Hills-2026');
    expect(session.data.vCustomerUniqueCode).toMatch(/\S/);
    await expect(logInThroughApi(address, 'Rideau-Canal-2026')).rejects.toThrow(
      'The e-mail or password is incorrect.',
    );

    // The same link opened again says it was used, and offers a new one.
    reset.unmount();
    renderApp(`/reset-password/${code}`, quick);
    await expectLinkUsedPage();
  });
});
