import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { logInThroughApi, renderApp } from '../support/render-app.tsx';
import { contactFields, FAST } from '../support/same-day-wizard-ui.ts';

async function openBookNow() {
  renderApp('/book-now', { timings: FAST });
  await screen.findByRole('heading', { level: 1, name: 'Book a Cleaning' });
  return contactFields(await screen.findByRole('form', { name: 'find a same-day cleaner now' }));
}

describe('the same-day contact stage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the full name, e-mail and phone under "find a same-day cleaner now", with the privacy note', async () => {
    const { form, name, email, phone, submit } = await openBookNow();
    expect(
      within(form).getByRole('heading', { level: 2, name: 'find a same-day cleaner now' }),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('maxLength', '50');
    expect(email).toHaveValue('');
    // Room for "+1 (780) 555-0123" as people write it (decision 033).
    expect(phone).toHaveAttribute('maxLength', '30');
    expect(submit).toBeEnabled();
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('says what is missing when Continue is pressed on an empty form', async () => {
    const { form, submit } = await openBookNow();
    await userEvent.click(submit);
    expect(within(form).getByText('Full Name is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Email is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Phone Number is Required.')).toBeInTheDocument();
  });

  it('says "Invalid Email Format." and "Invalid Phone Number." for a bad e-mail and a 9-digit phone', async () => {
    const { form, name, email, phone, submit } = await openBookNow();
    await userEvent.type(name, 'Amelia de la Cruz');
    await userEvent.type(email, 'amelia.delacruz@example');
    await userEvent.type(phone, '780555014');
    await userEvent.click(submit);
    expect(within(form).getByText('Invalid Email Format.')).toBeInTheDocument();
    expect(within(form).getByText('Invalid Phone Number.')).toBeInTheDocument();
    expect(within(form).queryByText('Full Name is Required.')).not.toBeInTheDocument();
  });

  it('brings the first field in error into view with the focus when Continue is refused', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { name, email, phone, submit } = await openBookNow();
    await userEvent.click(submit);
    expect(name).toHaveAccessibleDescription('Full Name is Required.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(name);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });

    await userEvent.type(name, 'Amelia de la Cruz');
    await userEvent.type(phone, '780555014');
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription('Email is Required.');
    expect(phone).toHaveAccessibleDescription('Invalid Phone Number.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(email);
  });

  it('keeps letters of any language, spaces, hyphens and apostrophes in the name, up to 50 characters', async () => {
    const { name } = await openBookNow();
    await userEvent.type(name, "Zoë O’Brien-Tremblay D'Souza 3rd!");
    expect(name).toHaveValue("Zoë O’Brien-Tremblay D'Souza rd");
    await userEvent.clear(name);
    await userEvent.type(name, 'a'.repeat(60));
    expect(name).toHaveValue('a'.repeat(50));
  });

  it('takes the phone as Canadians write it, "ext" ignored, and refuses a number that is not one', async () => {
    const { form, phone, submit } = await openBookNow();
    await userEvent.type(phone, '(780) 555-0142 ext');
    expect(phone).toHaveValue('(780) 555-0142 ');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1780555012');
    await userEvent.click(submit);
    expect(within(form).getByText('Invalid Phone Number.')).toBeInTheDocument();
  });

  it('books "Zoë O\'Connor-Roy" with a pasted "+1 (780) 555-0123" as 7805550123', async () => {
    const { name, email, phone, submit } = await openBookNow();
    await userEvent.type(name, "Zoë O'Connor-Roy");
    await userEvent.type(email, `zoe.${Date.now()}@example.ca`);
    await userEvent.click(phone);
    await userEvent.paste('+1 (780) 555-0123');
    expect(phone).toHaveValue('7805550123');
    await userEvent.click(submit);

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: "Zoë O'Connor-Roy, you're almost there!" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('book_full_name')).toBe("Zoë O'Connor-Roy");
    expect(sessionStorage.getItem('book_phone')).toBe('7805550123');
  });

  it('shows the server’s message and stays on the contact stage when the server refuses', async () => {
    const { form, name, email, phone, submit } = await openBookNow();
    await userEvent.type(name, 'Amelia de la Cruz');
    // Passes the browser's quick check; the server's stricter check refuses it.
    await userEvent.type(email, 'amelia..delacruz@example.ca');
    await userEvent.type(phone, '7805550142');
    await userEvent.click(submit);

    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid Email Format.');
    expect(within(form).getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(name).toHaveValue('Amelia de la Cruz');
    expect(sessionStorage.getItem('book_booking_id')).toBeNull();
  });

  it('starts the booking on Continue, shows the loader, then the details stage with the name', async () => {
    renderApp('/book-now', { timings: { ...FAST, sameDayLoaderMs: 400 } });
    const { name, email, phone, submit } = contactFields(
      await screen.findByRole('form', { name: 'find a same-day cleaner now' }),
    );
    await userEvent.type(name, 'Amelia de la Cruz');
    await userEvent.type(email, `amelia.${Date.now()}@example.ca`);
    await userEvent.type(phone, '7805550142');
    await userEvent.click(submit);

    const loader = await screen.findByRole('status');
    expect(loader).toHaveTextContent('Setting up your booking…');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: "Amelia de la Cruz, you're almost there!" },
        { timeout: 10_000 },
      ),
    ).toHaveFocus();
    expect(sessionStorage.getItem('book_booking_id')).toMatch(/^bkg_/);
    expect(sessionStorage.getItem('book_full_name')).toBe('Amelia de la Cruz');
    expect(sessionStorage.getItem('book_is_submit')).toBe('true');
  });

  it('takes a visitor who types the e-mail of an account on as any visitor, offering none of its saved addresses', async () => {
    // Decision 087: the answer does not tell that the e-mail has an account.
    const { form, name, email, phone, submit } = await openBookNow();
    await userEvent.type(name, 'Mallory Intruder');
    await userEvent.type(email, demoCustomer.email);
    await userEvent.type(phone, '7805550199');
    await userEvent.click(submit);

    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: "Mallory Intruder, you're almost there!" },
      { timeout: 10_000 },
    );
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem('book_booking_id')).toMatch(/^bkg_/);
    const details = heading.closest('form')!;
    expect(within(details).queryByRole('combobox', { name: /Saved addresses/ })).toBeNull();
  });

  it('prefills the contact details from a signed-in customer’s profile', async () => {
    const session = await logInThroughApi(demoCustomer.email, DEMO_PASSWORD);
    sessionStorage.setItem('vCustomerUniqueCode', session.data.vCustomerUniqueCode!);
    sessionStorage.setItem('iCustomerId', String(session.data.iCustomerId));
    renderApp('/book-now', { cookie: session.cookie, timings: FAST });
    const form = await screen.findByRole('form', { name: 'find a same-day cleaner now' });
    const { name, email, phone } = contactFields(form);
    expect(name).toHaveValue('Amelia Tremblay');
    expect(email).toHaveValue(demoCustomer.email);
    expect(phone).toHaveValue(demoCustomer.mobile);
  });

  it('sits in the home page’s booking block under the block’s own heading', async () => {
    renderApp('/', { timings: FAST });
    const block = await screen.findByRole('region', { name: 'find a same-day cleaner now' });
    const form = await within(block).findByRole('form', { name: 'find a same-day cleaner now' });
    expect(
      within(block).getAllByRole('heading', { name: 'find a same-day cleaner now' }),
    ).toHaveLength(1);
    const { submit } = contactFields(form);
    await userEvent.click(submit);
    expect(within(form).getByText('Full Name is Required.')).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });
});
