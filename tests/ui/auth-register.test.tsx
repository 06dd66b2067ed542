import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { mailedCode } from '../support/dev-outbox.ts';
import { logInThroughApi, renderApp } from '../support/render-app.tsx';

const quick = { timings: { toastMs: 50 } };
/** Long enough to read the toast under load, still short of the spec's two seconds. */
const readable = { timings: { toastMs: 600 } };

async function openRegister(options: Parameters<typeof renderApp>[1] = quick) {
  const view = renderApp('/register', options);
  const form = await screen.findByRole('form', { name: 'Create Your Account' });
  return {
    ...view,
    form,
    firstName: within(form).getByRole('textbox', { name: /First Name/ }),
    lastName: within(form).getByRole('textbox', { name: /Last Name/ }),
    email: within(form).getByRole('textbox', { name: /Email/ }),
    phone: within(form).getByRole('textbox', { name: /Phone/ }),
    password: within(form).getByLabelText(/^Password/, { selector: 'input' }),
    confirmation: within(form).getByLabelText(/Confirm Password/, { selector: 'input' }),
    submit: within(form).getByRole('button', { name: 'Sign Up' }),
  };
}

let people = 0;
function newEmail() {
  people += 1;
  return `new.customer.${Date.now()}.${people}@example.ca`;
}

describe('the registration form', () => {
  it('names every missing field with the server’s message', async () => {
    const { form, submit } = await openRegister();
    await userEvent.click(submit);
    for (const message of [
      'First Name is Required.',
      'Last Name is Required.',
      'Email is Required.',
      'Phone Number is Required.',
      'Password is Required.',
      'Please Enter confirm password.',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
  });

  it('checks the e-mail, the phone, the password length and the confirmation', async () => {
    const { form, firstName, lastName, email, phone, password, confirmation, submit } =
      await openRegister();
    await userEvent.type(firstName, '   ');
    await userEvent.type(lastName, 'Tremblay');
    await userEvent.type(email, 'amelia@tremblay');
    await userEvent.type(phone, '780555014');
    await userEvent.type(password, 'maple');
    await userEvent.type(confirmation, 'maples');
    await userEvent.click(submit);
    expect(within(form).getByText('First Name is Required.')).toBeInTheDocument();
    expect(within(form).queryByText('Last Name is Required.')).not.toBeInTheDocument();
    expect(within(form).getByText('Invalid Email Format.')).toBeInTheDocument();
    expect(within(form).getByText('Invalid Phone Number.')).toBeInTheDocument();
    expect(within(form).getByText('Enter min 6 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('takes the phone as written, "ext" ignored, and keeps its ten digits on leaving it', async () => {
    const { phone } = await openRegister();
    await userEvent.type(phone, '+1 (780) 555-0142 ext');
    expect(phone).toHaveValue('+1 (780) 555-0142 ');
    await userEvent.tab();
    expect(phone).toHaveValue('7805550142');
  });

  it('creates the account, says to check the e-mail and mails an activation link that works', async () => {
    const address = newEmail();
    const { firstName, lastName, email, phone, password, confirmation, submit, router } =
      await openRegister(readable);
    await userEvent.type(firstName, 'Amelia');
    await userEvent.type(lastName, 'Tremblay');
    await userEvent.type(email, address);
    await userEvent.type(phone, '7805550142');
    await userEvent.type(password, 'Aurora-Borealis-88');
    await userEvent.type(confirmation, 'Aurora-Borealis-88');
    await userEvent.click(submit);

    expect(
      await screen.findByText(
        'Registration successful. Please check your e-mail to activate your account.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-registration'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks for signing up!' }),
    ).toBeVisible();
    expect(screen.getByText(/We've sent an activation link to your e-mail\./)).toBeVisible();

    const code = await mailedCode(address, '/account-activation');
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Not active yet: the login names the activation.
    await expect(logInThroughApi(address, 'Aurora-Borealis-88')).rejects.toThrow(
      'Please activate your account with the link we e-mailed you before logging in.',
    );

    const activation = renderApp(`/account-activation/${code}`, quick);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Account Is Verified' }),
    ).toBeVisible();
    expect(activation.router.state.location.pathname).toBe('/account-verified');
    const session = await logInThroughApi(address, 'Aurora-Borealis-88');
    expect(session.data.vCustomerUniqueCode).toMatch(/\S/);

    // The e-mail's link opened a second time says so, with Log In, under a heading that agrees.
    activation.unmount();
    const again = renderApp(`/account-activation/${code}`, quick);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Account Is Already Active' }),
    ).toBeVisible();
    // The registration's own app is still mounted above: look in this one's main.
    const main = within(within(again.container).getByRole('main'));
    expect(main.getByText('Your account is already active. Please log in.')).toBeVisible();
    expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe(`/account-activation/${code}`);
  });

  it('answers an e-mail that already has an account as any other, and changes nothing', async () => {
    const { firstName, lastName, email, phone, password, confirmation, submit, router } =
      await openRegister();
    await userEvent.type(firstName, 'Someone');
    await userEvent.type(lastName, 'Else');
    await userEvent.type(email, demoCustomer.email);
    await userEvent.type(phone, '7805550142');
    await userEvent.type(password, 'Aurora-Borealis-88');
    await userEvent.type(confirmation, 'Aurora-Borealis-88');
    await userEvent.click(submit);

    // The owner is e-mailed what to do; the page tells nobody which addresses have accounts.
    expect(
      await screen.findByText(
        'Registration successful. Please check your e-mail to activate your account.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-registration'));
    // The demo customer's own password still works: nothing was changed.
    await expect(logInThroughApi(demoCustomer.email, DEMO_PASSWORD)).resolves.toBeTruthy();
  });
});

describe('the activation link', () => {
  it('shows the server’s message for an unknown code under a heading that says so', async () => {
    const { router } = renderApp('/account-activation/not-a-real-code-123', quick);
    expect(
      await screen.findByText('This activation link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This Activation Link Cannot Be Used' }),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(router.state.location.pathname).toBe('/account-activation/not-a-real-code-123');
  });

  describe('when a proxy answers in the server’s place', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('says to try again in the page’s language, not the proxy’s "Bad Gateway"', async () => {
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.endsWith('/api/auth/activate')) return realFetch(input, init);
        return Promise.resolve(
          new Response('<html><body>502 Bad Gateway</body></html>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'content-type': 'text/html' },
          }),
        );
      });
      renderApp('/account-activation/some-code-held-up-at-the-proxy', {
        ...quick,
        locale: 'fr-CA',
      });
      expect(
        await screen.findByText('Veuillez réessayer. Si le problème persiste, écrivez-nous.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Bad Gateway/)).not.toBeInTheDocument();
    });
  });
});
