import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';

/** Toasts of 50 ms, so a test does not sit through the spec's two seconds. */
const quick = { timings: { toastMs: 50 } };
/** Long enough to read the toast under load, still short of the spec's two seconds. */
const readable = { timings: { toastMs: 600 } };

async function openLogin(options: Parameters<typeof renderApp>[1] = quick) {
  const view = renderApp('/login', options);
  const form = await screen.findByRole('form', { name: 'Welcome Back' });
  return {
    ...view,
    form,
    email: within(form).getByRole('textbox', { name: /Email/ }),
    password: within(form).getByLabelText(/Password/, { selector: 'input' }),
    submit: within(form).getByRole('button', { name: 'Log In' }),
  };
}

function storedKeys() {
  return Object.keys(sessionStorage).sort();
}

describe('the login form', () => {
  it('asks for the e-mail and the password with the server’s messages', async () => {
    const { form, submit } = await openLogin();
    await userEvent.click(submit);
    expect(within(form).getByText('Email is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Password is Required.')).toBeInTheDocument();
  });

  it('says "Invalid Email Format." for an address without a domain', async () => {
    const { form, email, password, submit } = await openLogin();
    await userEvent.type(email, 'amelia.tremblay@example');
    await userEvent.type(password, 'whatever-it-is');
    await userEvent.click(submit);
    expect(within(form).getByText('Invalid Email Format.')).toBeInTheDocument();
    expect(within(form).queryByText('Password is Required.')).not.toBeInTheDocument();
  });

  it('links to registration and to the forgotten-password page', async () => {
    const { form } = await openLogin();
    expect(within(form).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('stores only the customer’s codes and returns to the page the visitor came from', async () => {
    const view = renderApp('/', readable);
    await view.router.navigate('/login', { state: { from: '/contact-us' } });
    const form = await screen.findByRole('form', { name: 'Welcome Back' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), demoCustomer.email);
    await userEvent.type(
      within(form).getByLabelText(/Password/, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    // Without pauses between pointer events the click settles before any answer can arrive.
    await userEvent
      .setup({ delay: null })
      .click(within(form).getByRole('button', { name: 'Log In' }));

    const sending = screen.getByRole('button', { name: 'Loading...' });
    expect(sending).toBeDisabled();
    expect(sending.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/contact-us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Account' })).toBeVisible();
    expect(storedKeys()).toEqual(['iCustomerId', 'vCustomerUniqueCode']);
    expect(sessionStorage.getItem('vCustomerUniqueCode')).toMatch(/\S/);
    expect(Number(sessionStorage.getItem('iCustomerId'))).toBeGreaterThan(0);
  });

  it('stores only the contractor code of a cleaner and goes to the dashboard by default', async () => {
    const { email, password, submit, router } = await openLogin();
    await userEvent.type(email, demoContractorEmail('edmonton'));
    await userEvent.type(password, DEMO_PASSWORD);
    await userEvent.click(submit);

    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    // Read before the dashboard's own calls: this test's fetch keeps no session cookie, so they
    // answer 401 and the session watch forgets the codes, sometimes before a later read.
    expect(storedKeys()).toEqual(['vContractorUniqueCode']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('moves on after moveOnMs when a development server shortens the pause, the toast still showing', async () => {
    const { email, password, submit, router } = await openLogin({
      timings: { toastMs: 10_000, moveOnMs: 50 },
    });
    await userEvent.type(email, demoContractorEmail('edmonton'));
    await userEvent.type(password, DEMO_PASSWORD);
    await userEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByText('Login successful.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a wrong password once, under the form, and stores nothing', async () => {
    // The spec's two seconds: a refusal does not wait for its toast, the assertion does.
    const { form, email, password, submit, router } = await openLogin({ timings: {} });
    await userEvent.type(email, demoCustomer.email);
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(submit);

    const refusal = 'The e-mail or password is incorrect.';
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    // Said once, under the form where it stays: no toast repeating it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(within(form).getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedKeys()).toEqual([]);
  });

  it('sends someone already logged in on to the dashboard', async () => {
    sessionStorage.setItem('vCustomerUniqueCode', 'customer-code');
    const { router } = renderApp('/login', quick);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
