import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';

async function openForm() {
  renderApp('/contact-us');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  // The form's code arrives after the first paint (decision 059): the heading shows before it.
  const form = await screen.findByRole('form', { name: 'Send Us a Message' });
  return {
    form,
    name: within(form).getByRole('textbox', { name: /Full Name/ }),
    email: within(form).getByRole('textbox', { name: /Email/ }),
    phone: within(form).getByRole('textbox', { name: /Phone/ }),
    message: within(form).getByRole('textbox', { name: /Message/ }),
    submit: within(form).getByRole('button', { name: 'Send Message' }),
  };
}

describe('the contact form', () => {
  it('names each missing field with the server’s message', async () => {
    const { form, submit } = await openForm();
    await userEvent.click(submit);
    expect(within(form).getByText('Full Name is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Email is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Phone Number is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Message is Required.')).toBeInTheDocument();
  });

  it('says "Invalid Email Format." and "Invalid Phone Number." for a bad e-mail and a 9-digit phone', async () => {
    const { form, name, email, phone, message, submit } = await openForm();
    await userEvent.type(name, 'Priya Natarajan');
    await userEvent.type(email, 'priya.natarajan@example');
    await userEvent.type(phone, '613555011');
    await userEvent.type(message, 'Do you clean condos in Kanata?');
    await userEvent.click(submit);
    expect(within(form).getByText('Invalid Email Format.')).toBeInTheDocument();
    expect(within(form).getByText('Invalid Phone Number.')).toBeInTheDocument();
    expect(within(form).queryByText('Full Name is Required.')).not.toBeInTheDocument();
  });

  it('takes a pasted "+1 (613) 555-0110" as its ten digits', async () => {
    const { phone } = await openForm();
    await userEvent.click(phone);
    await userEvent.paste('+1 (613) 555-0110');
    expect(phone).toHaveValue('6135550110');
  });

  it('sends the message, shows the server’s thanks as a toast and clears the form', async () => {
    const { name, email, phone, message, submit } = await openForm();
    await userEvent.type(name, 'Priya Natarajan');
    await userEvent.type(email, 'priya.contact.ui@example.ca');
    await userEvent.type(phone, '6135550110');
    await userEvent.type(message, 'Do you clean condos in Kanata on weekends?');
    await userEvent.click(submit);

    expect(
      await screen.findByText('Thank you for contacting us. We will get back to you soon.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(phone).toHaveValue('');
    expect(message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows Loading... while sending and the server’s message as an error toast on refusal', async () => {
    const { name, email, phone, message, submit } = await openForm();
    await userEvent.type(name, 'Priya Natarajan');
    // Looks like an address to the browser's quick check; the server's stricter check refuses it.
    await userEvent.type(email, 'priya..natarajan@example.ca');
    await userEvent.type(phone, '6135550110');
    await userEvent.type(message, 'Do you clean condos in Kanata on weekends?');
    // Without pauses between pointer events the click settles before any answer can arrive.
    await userEvent.setup({ delay: null }).click(submit);

    const sending = screen.getByRole('button', { name: 'Loading...' });
    expect(sending).toBeDisabled();
    expect(sending.querySelector('.mantine-Loader-root')).not.toBeNull();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid Email Format.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(email).toHaveValue('priya..natarajan@example.ca');
  });
});
