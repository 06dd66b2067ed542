import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { SecondFactorStep } from '#src/features/auth/components/second-factor-step.tsx';
import { mailedCode } from '../support/dev-outbox.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { freshCode } from '../support/second-factor.ts';
import { postToApi, sendFreshCode, signInAs } from '../support/ui-accounts.ts';
import { apiUrl } from '../support/ui-api-url.ts';
import { uiOperators } from '../support/ui-operators.ts';

// The console's second factor at sign-in (decision 078), against the real server. The operator
// set up here is this file's own, so no other file takes its codes.

afterEach(() => sessionStorage.clear());

const email = `ui.second.factor.${Date.now()}@example.ca`;
const password = 'Operator-Console-2026';
const thisFile = {};
let secret = '';

/** The operator's login with the password alone: the session waits for the second factor. */
async function passwordOnly(address: string, word: string) {
  const response = await fetch(`${apiUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vEmail: address, vPassword: word }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('mapleshine_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

beforeAll(async () => {
  // Added from this file's own console desk, whose codes no other file takes.
  const desk = uiOperators.secondFactor;
  const adder = await signInAs(desk.email, DEMO_PASSWORD);
  const made = await sendFreshCode(
    '/api/admin/operators/create',
    { email, fullName: 'Léa Bouchard' },
    { cookie: adder.cookie, secret: desk.secret, email: desk.email },
  );
  if (made.status !== 200) throw new Error(made.body.message);
  const link = await mailedCode(email, '/reset-password');
  await postToApi('/api/auth/reset-password', { vUniqueCode: link, vPassword: password });
});

describe('the second factor after an operator’s password', () => {
  it('shows the code screen after the password at /login, before the console opens', async () => {
    renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Welcome Back' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), demoOperator.email);
    await userEvent.type(within(form).getByLabelText(/^Password/), DEMO_PASSWORD);
    await userEvent.click(within(form).getByRole('button', { name: 'Log In' }));

    const step = await screen.findByRole('form', { name: 'Enter your code' }, { timeout: 5000 });
    expect(within(step).getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(within(step).getByRole('textbox', { name: 'Code' })).toBeVisible();
    expect(sessionStorage.getItem('vOperatorUniqueCode')).toBeNull();
  });

  it('sets up the app: shows the key and its otpauth address, takes a first code, shows ten recovery codes once', async () => {
    const cookie = await passwordOnly(email, password);
    const passed = vi.fn();
    renderComponent(<SecondFactorStep step="setup" onPassed={passed} />, { cookie });

    const form = await screen.findByRole('form', { name: 'Set up your authenticator app' });
    const key = await within(form).findByLabelText('Key');
    secret = (key.textContent ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      within(form).getByLabelText('Or open this address on the phone that has the app'),
    ).toHaveTextContent(
      `otpauth://totp/MapleShine%3A${encodeURIComponent(email)}?secret=${secret}&issuer=MapleShine`,
    );

    const code = within(form).getByRole('textbox', { name: 'Code from the app' });
    await userEvent.type(code, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(form).findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, await freshCode(thisFile, () => new Date(), email, secret));
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' }, { timeout: 5000 });
    const items = within(codes).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    for (const item of items) expect(item.textContent).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(passed).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', { name: 'I have saved them: open the console' }),
    );
    expect(passed).toHaveBeenCalledOnce();
    expect((await postToApi('/api/admin/session', {}, { cookie })).status).toBe(200);
  });

  it('asks for a code at the next sign-in, refusing a wrong one with the server’s sentence', async () => {
    expect(secret).not.toBe('');
    const cookie = await passwordOnly(email, password);
    const passed = vi.fn();
    renderComponent(<SecondFactorStep step="code" onPassed={passed} />, { cookie });

    const form = await screen.findByRole('form', { name: 'Enter your code' });
    const field = within(form).getByRole('textbox', { name: 'Code' });
    await userEvent.type(field, '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await within(form).findByText('The code is incorrect. Please try again.')).toBeVisible();
    expect(passed).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, await freshCode(thisFile, () => new Date(), email, secret));
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(passed).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect((await postToApi('/api/admin/session', {}, { cookie })).status).toBe(200);
  });
});
