import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app.tsx';

/*
 * Google's script is not fetched in jsdom; the tests that need a widget answer the script's
 * onload themselves with a stand-in `grecaptcha`. The script is loaded once per page life, so
 * the test without a site key runs first.
 */

const SCRIPT = 'script[data-recaptcha]';
const quick = { timings: { toastMs: 50 } };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

let people = 0;
function newEmail() {
  people += 1;
  return `captcha.customer.${Date.now()}.${people}@example.ca`;
}

async function fillRegistration() {
  const form = await screen.findByRole('form', { name: 'Create Your Account' });
  await userEvent.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Amelia');
  await userEvent.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Tremblay');
  await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), newEmail());
  await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '7805550142');
  await userEvent.type(
    within(form).getByLabelText(/^Password/, { selector: 'input' }),
    'Aurora-Borealis-88',
  );
  await userEvent.type(
    within(form).getByLabelText(/Confirm Password/, { selector: 'input' }),
    'Aurora-Borealis-88',
  );
  return form;
}

describe('the captcha (spec §7)', () => {
  it('without VITE_RECAPTCHA_SITE_KEY loads no script and shows no captcha', async () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', '');
    renderApp('/register');
    const form = await screen.findByRole('form', { name: 'Create Your Account' });
    expect(within(form).queryByRole('group', { name: 'Captcha' })).not.toBeInTheDocument();
    expect(document.querySelector(SCRIPT)).toBeNull();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('with the site key shows its box in the registration form and loads Google’s script once', async () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', '6LeMapleShineSiteKey');
    const { router } = renderApp('/register');
    const form = await screen.findByRole('form', { name: 'Create Your Account' });
    expect(within(form).getByRole('group', { name: 'Captcha' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll(SCRIPT)).toHaveLength(1));
    expect(document.querySelector(SCRIPT)).toHaveAttribute(
      'src',
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=mapleshineRecaptchaLoaded&hl=en-CA',
    );

    await router.navigate('/contact-us');
    const contact = await screen.findByRole('form', { name: 'Send Us a Message' });
    expect(within(contact).getByRole('group', { name: 'Captcha' })).toBeInTheDocument();
    await router.navigate('/contractor-application');
    const application = await screen.findByRole('form', { name: 'Contractor Application' });
    expect(within(application).getByRole('group', { name: 'Captcha' })).toBeInTheDocument();
    expect(document.querySelectorAll(SCRIPT)).toHaveLength(1);
  });

  it('asks for the box before sending, then sends its token and clears the box', async () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', '6LeMapleShineSiteKey');
    let tick: ((token: string) => void) | undefined;
    const render = vi.fn((container: HTMLElement, parameters: { callback: typeof tick }) => {
      tick = parameters.callback;
      container.dataset.sitekey = 'rendered';
      return 7;
    });
    const reset = vi.fn();
    window.grecaptcha = { render, reset } as unknown as Window['grecaptcha'];
    const realFetch = globalThis.fetch;
    const sent: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (input instanceof Request) sent.push(input.clone());
      return realFetch(input, init);
    });

    const { router } = renderApp('/register', quick);
    const form = await fillRegistration();
    // What Google's script does once it has loaded.
    window.mapleshineRecaptchaLoaded?.();
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    expect(render.mock.calls[0]![1]).toMatchObject({ sitekey: '6LeMapleShineSiteKey' });

    await userEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(form).findByText('Please confirm that you are not a robot.'),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.url.endsWith('/api/auth/register'))).toEqual([]);

    tick!('token-from-google');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-registration'));
    const registration = sent.find((request) => request.url.endsWith('/api/auth/register'));
    expect(await registration!.json()).toMatchObject({ vRecaptchaToken: 'token-from-google' });
    expect(reset).toHaveBeenCalledWith(7);
  });
});
