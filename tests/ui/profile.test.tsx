import '../support/jsdom-blob-bytes.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { findToast } from '../support/toasts.ts';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';

/** Toasts of 50 ms, so a test does not sit through the spec's two seconds. */
const quick = { timings: { toastMs: 50 } };
const PLACEHOLDER = '/images/avatar-placeholder.svg';
const UNSUPPORTED = 'Unsupported file type. Please select a .jpg, .jpeg, or .png file.';

/** A real 1×1 PNG: the server checks a photo by its bytes. */
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

afterEach(() => {
  vi.restoreAllMocks();
});

async function openEditProfile(cookie: string) {
  const view = renderApp('/edit-profile', { ...quick, cookie });
  const form = await screen.findByRole('form', { name: 'Edit Profile' });
  return { ...view, form };
}

function field(form: HTMLElement, name: string | RegExp) {
  return within(form).getByRole('textbox', { name });
}

function password(form: HTMLElement, name: RegExp) {
  return within(form).getByLabelText(name, { selector: 'input' });
}

describe('the profile page', () => {
  it('shows a customer’s profile, the ways to change it and their addresses', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    renderApp('/profile', { cookie });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const details = await screen.findByText('First Name', { selector: 'dt' });
    const list = details.closest('dl')!;
    expect(within(list).getByText(demoCustomer.firstName)).toBeInTheDocument();
    expect(within(list).getByText(demoCustomer.lastName)).toBeInTheDocument();
    expect(within(list).getByText(demoCustomer.email)).toBeInTheDocument();
    expect(within(list).getByText(demoCustomer.mobile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    expect(screen.getByRole('heading', { name: 'My Addresses' })).toBeInTheDocument();
  });

  it('shows a contractor their name and service city, without addresses', async () => {
    const { cookie, codes } = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
    renderApp('/profile', { cookie });

    const label = await screen.findByText('Full Name', { selector: 'dt' });
    const list = label.closest('dl')!;
    expect(within(list).getByText(codes.vFullName)).toBeInTheDocument();
    expect(within(list).getByText('Service City')).toBeInTheDocument();
    expect(within(list).getByText('Edmonton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Addresses' })).not.toBeInTheDocument();
  });
});

describe('the edit-profile form', () => {
  it('says "First Name is Required.", "Last Name is Required." and " Phone Number is Required."', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { form } = await openEditProfile(cookie);
    await userEvent.clear(field(form, /First Name/));
    await userEvent.clear(field(form, /Last Name/));
    await userEvent.clear(field(form, /Phone/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(within(form).getByText('First Name is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Last Name is Required.')).toBeInTheDocument();
    // Spec §5 writes it with a leading space; the element holds exactly that text.
    expect(within(form).getByText('Phone Number is Required.').textContent).toBe(
      ' Phone Number is Required.',
    );
  });

  it('fills the form from the profile, keeps the e-mail read-only and a typed phone as its ten digits', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { form } = await openEditProfile(cookie);

    expect(field(form, /First Name/)).toHaveValue(demoCustomer.firstName);
    expect(field(form, /Last Name/)).toHaveValue(demoCustomer.lastName);
    const email = field(form, /Email/);
    expect(email).toHaveValue(demoCustomer.email);
    expect(email).toHaveAttribute('readonly');

    const phone = field(form, /Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 (780) 555-01x42');
    expect(phone).toHaveValue('+1 (780) 555-0142');
    await userEvent.tab();
    expect(phone).toHaveValue('7805550142');
  });

  it('says "Invalid Phone Number." for nine digits', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { form } = await openEditProfile(cookie);
    await userEvent.clear(field(form, /Phone/));
    await userEvent.type(field(form, /Phone/), '780555014');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(within(form).getByText('Invalid Phone Number.')).toBeInTheDocument();
  });

  it('checks a new password: "Enter min 6 characters.", "Please Enter confirm password.", "Passwords do not match."', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { form } = await openEditProfile(cookie);
    const save = within(form).getByRole('button', { name: 'Save Changes' });
    const newPassword = password(form, /^New Password/);
    const confirmation = password(form, /^Confirm New Password/);

    await userEvent.type(newPassword, 'Abc12');
    await userEvent.click(save);
    expect(within(form).getByText('Enter min 6 characters.')).toBeInTheDocument();

    await userEvent.type(newPassword, '3');
    await userEvent.click(save);
    expect(within(form).queryByText('Enter min 6 characters.')).not.toBeInTheDocument();
    expect(within(form).getByText('Please Enter confirm password.')).toBeInTheDocument();

    await userEvent.type(confirmation, 'Abc124');
    await userEvent.click(save);
    expect(within(form).getByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('asks for the current password with a new one: "Please enter your current password."', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { form } = await openEditProfile(cookie);
    const save = within(form).getByRole('button', { name: 'Save Changes' });
    const current = password(form, /^Current Password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.type(password(form, /^New Password/), 'Bay-of-Fundy-Tides-19');
    await userEvent.type(password(form, /^Confirm New Password/), 'Bay-of-Fundy-Tides-19');
    await userEvent.click(save);
    expect(within(form).getByText('Please enter your current password.')).toBeInTheDocument();

    await userEvent.type(current, DEMO_PASSWORD);
    expect(within(form).queryByText('Please enter your current password.')).not.toBeInTheDocument();
  });

  it('refuses a photo that is not .jpg, .jpeg or .png with the spec’s alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { form } = await openEditProfile(cookie);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      within(form).getByLabelText('Upload Photo', { selector: 'input' }),
      new File(['GIF89a'], 'me.gif', { type: 'image/gif' }),
    );

    expect(alert).toHaveBeenCalledExactlyOnceWith(UNSUPPORTED);
    expect(within(form).getByText('.jpg, .jpeg or .png, up to 5 MB')).toBeInTheDocument();
  });

  it('says "Name is Required." to a contractor without a name', async () => {
    const { cookie } = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
    const { form } = await openEditProfile(cookie);
    expect(within(form).queryByRole('textbox', { name: /First Name/ })).not.toBeInTheDocument();
    await userEvent.clear(field(form, /Full Name/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(within(form).getByText('Name is Required.')).toBeInTheDocument();
  });

  it('returns to /profile on Cancel', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { form, router } = await openEditProfile(cookie);
    await userEvent.click(within(form).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('saving the profile and the password', () => {
  let person: { email: string; password: string; fullName: string };
  let session: SignedIn;
  beforeAll(async () => {
    person = await newCustomerThroughApi('Gabrielle', 'Roy');
    session = await signInAs(person.email, person.password);
  });

  it('shows the server’s refusal as an error toast and stays on the form', async () => {
    actAs(session);
    const { form, router } = await openEditProfile(session.cookie);
    await userEvent.type(password(form, /^Current Password/), person.password);
    await userEvent.type(password(form, /^New Password/), '123456');
    await userEvent.type(password(form, /^Confirm New Password/), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(
      await findToast('This password is too common. Please choose a less common one.', 'error'),
    ).toBeVisible();
    expect(await within(form).findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/edit-profile');
  });

  it('saves names, phone and photo: Loading..., the toast, then /profile and the new greeting', async () => {
    actAs(session);
    const { form, router } = await openEditProfile(session.cookie);
    await userEvent.clear(field(form, /First Name/));
    await userEvent.type(field(form, /First Name/), 'Océane');
    await userEvent.clear(field(form, /Phone/));
    await userEvent.type(field(form, /Phone/), '4165550177');
    await userEvent.upload(
      within(form).getByLabelText('Upload Photo', { selector: 'input' }),
      new File([pngBytes], 'portrait.png', { type: 'image/png' }),
    );
    expect(within(form).getByText('portrait.png')).toBeInTheDocument();
    // Without pauses between pointer events the click settles before any answer can arrive.
    await userEvent
      .setup({ delay: null })
      .click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(within(form).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(await findToast('Profile updated successfully.', 'success')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(await screen.findByText('Hello, Océane Roy')).toBeInTheDocument();
    const list = (await screen.findByText('First Name', { selector: 'dt' })).closest('dl')!;
    expect(within(list).getByText('4165550177')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    const avatar = within(header).getByRole('img', { name: 'Océane Roy' });
    expect(avatar.getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    // A photo that fails to load gives way to the placeholder (spec §8).
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', PLACEHOLDER);

    const saved = await postToApi<{ vFirstName: string; vImage: string }>(
      '/api/customer/get_by_id',
      { vUniqueCode: session.codes.vCustomerUniqueCode },
      { cookie: session.cookie },
    );
    expect(saved.body.data?.vFirstName).toBe('Océane');
    expect(saved.body.data?.vImage).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('refuses a new password with a wrong current password with the server’s toast', async () => {
    actAs(session);
    const { form, router } = await openEditProfile(session.cookie);
    await userEvent.type(password(form, /^Current Password/), 'Not-My-Password-1');
    await userEvent.type(password(form, /^New Password/), 'Tofino-Surf-Morning-24');
    await userEvent.type(password(form, /^Confirm New Password/), 'Tofino-Surf-Morning-24');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('The current password is incorrect.', 'error')).toBeVisible();
    expect(router.state.location.pathname).toBe('/edit-profile');
    const login = await postToApi('/api/auth/login', {
      vEmail: person.email,
      vPassword: person.password,
    });
    expect(login.status).toBe(200);
  });

  it('sets a new password in the profile with the current one, then /profile', async () => {
    const other = await newCustomerThroughApi('Felix', 'Leclerc');
    const signedIn = await signInAs(other.email, other.password);
    actAs(signedIn);
    const { form, router } = await openEditProfile(signedIn.cookie);
    await userEvent.type(password(form, /^Current Password/), other.password);
    await userEvent.type(password(form, /^New Password/), 'Tofino-Surf-Morning-24');
    await userEvent.type(password(form, /^Confirm New Password/), 'Tofino-Surf-Morning-24');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Profile updated successfully.', 'success')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const login = await postToApi('/api/auth/login', {
      vEmail: other.email,
      vPassword: 'Tofino-Surf-Morning-24',
    });
    expect(login.status).toBe(200);
  });

  it('asks for the current password and the new one twice on /change-password', async () => {
    actAs(session);
    renderApp('/change-password', { ...quick, cookie: session.cookie });
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(within(form).getByText('Please enter your current password.')).toBeInTheDocument();
    expect(within(form).getByText('Password is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Please Enter confirm password.')).toBeInTheDocument();

    await userEvent.type(password(form, /^New Password/), 'Abc12');
    await userEvent.type(password(form, /^Confirm New Password/), 'Abc13');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(within(form).getByText('Enter min 6 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('refuses a wrong current password with the server’s toast', async () => {
    actAs(session);
    const { router } = renderApp('/change-password', { ...quick, cookie: session.cookie });
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await userEvent.type(password(form, /^Current Password/), 'Not-My-Password-1');
    await userEvent.type(password(form, /^New Password/), 'Bay-of-Fundy-Tides-19');
    await userEvent.type(password(form, /^Confirm New Password/), 'Bay-of-Fundy-Tides-19');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(await findToast('The current password is incorrect.', 'error')).toBeVisible();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('changes the password, shows the toast and returns to /profile', async () => {
    actAs(session);
    const { router } = renderApp('/change-password', { ...quick, cookie: session.cookie });
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await userEvent.type(password(form, /^Current Password/), person.password);
    await userEvent.type(password(form, /^New Password/), 'Bay-of-Fundy-Tides-19');
    await userEvent.type(password(form, /^Confirm New Password/), 'Bay-of-Fundy-Tides-19');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(await findToast('Your password has been changed.', 'success')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const login = await postToApi('/api/auth/login', {
      vEmail: person.email,
      vPassword: 'Bay-of-Fundy-Tides-19',
    });
    expect(login.status).toBe(200);
  });
});
