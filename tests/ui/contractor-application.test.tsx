// First: the upload of this test needs jsdom's file bytes readable by Node's fetch.
import '../support/jsdom-blob-bytes.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { logInThroughApi, renderApp } from '../support/render-app.tsx';
import { mailedCode } from '../support/dev-outbox.ts';
import { postToApi } from '../support/ui-accounts.ts';

const quick = { timings: { toastMs: 50 } };
const APPLICATION_RECEIVED =
  'Thank you for applying. Please check your e-mail for what to do next; we will write again once your application is reviewed.';
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

const photo = () => new File([PNG_BYTES], 'me.png', { type: 'image/png' });

let applicants = 0;
function newApplicantEmail() {
  applicants += 1;
  return `applicant.ui.${Date.now()}.${applicants}@example.ca`;
}

async function openApplication(options: Parameters<typeof renderApp>[1] = quick) {
  const view = renderApp('/contractor-application', options);
  const form = await screen.findByRole('form', { name: 'Contractor Application' });
  return {
    ...view,
    form,
    name: within(form).getByRole('textbox', { name: /Full Name/ }),
    email: within(form).getByRole('textbox', { name: /E-mail/ }),
    phone: within(form).getByRole('textbox', { name: /Phone/ }),
    city: within(form).getByRole('combobox', { name: /City/ }),
    experience: within(form).getByRole('combobox', { name: /Years of Experience/ }),
    photoInput: form.querySelector<HTMLInputElement>('input[type="file"]')!,
    password: within(form).getByLabelText(/^Password/, { selector: 'input' }),
    consent: within(form).getByRole('checkbox', { name: /I consent to a background check/ }),
    submit: within(form).getByRole('button', { name: 'Submit Application' }),
  };
}

type Fields = Awaited<ReturnType<typeof openApplication>>;

async function fillIn(fields: Fields, email: string, password = 'Bow-River-Morning-31') {
  await userEvent.type(fields.name, 'Jordan Singh');
  await userEvent.type(fields.email, email);
  await userEvent.type(fields.phone, '4035550199');
  await userEvent.selectOptions(fields.city, 'Calgary');
  await userEvent.selectOptions(fields.experience, '3–5 years');
  await userEvent.upload(fields.photoInput, photo());
  await userEvent.type(fields.password, password);
  await userEvent.click(fields.consent);
}

describe('the contractor application form', () => {
  it('names every missing answer with the server’s message', async () => {
    const { form, submit } = await openApplication();
    await userEvent.click(submit);
    for (const message of [
      'Name is Required.',
      'Email is Required.',
      'Phone Number is Required.',
      'Please select the city.',
      'Please select your years of experience.',
      'Please upload a photo of yourself.',
      'Password is Required.',
      'Please agree to a background check.',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
  });

  it('checks the name’s letters, the e-mail, the phone, the password length and the photo type', async () => {
    const fields = await openApplication();
    const user = userEvent.setup({ applyAccept: false });
    // Digits are ignored as typed (decision 033); a name cannot start with a hyphen.
    await user.type(fields.name, '-J0rdan');
    await user.type(fields.email, 'jordan@singh');
    await user.type(fields.phone, '403555019');
    await user.type(fields.password, 'bow');
    await user.upload(fields.photoInput, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await user.click(fields.submit);
    const { form } = fields;
    expect(
      within(form).getByText('Please enter a name using letters, spaces, hyphens or apostrophes.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Invalid Email Format.')).toBeInTheDocument();
    expect(within(form).getByText('Invalid Phone Number.')).toBeInTheDocument();
    expect(within(form).getByText('Enter min 6 characters.')).toBeInTheDocument();
    expect(
      within(form).getByText('Unsupported file type. Please select a .jpg, .jpeg, or .png file.'),
    ).toBeInTheDocument();
  });

  it('sends the application, confirms it, and then shows the logged-in applicant that it is under review', async () => {
    const email = newApplicantEmail();
    const fields = await openApplication();
    await fillIn(fields, email);
    // Without pauses between pointer events the click settles before any answer can arrive.
    await userEvent.setup({ delay: null }).click(fields.submit);

    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Application Received' }),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      APPLICATION_RECEIVED,
    );
    expect(screen.queryByRole('form', { name: 'Contractor Application' })).toBeNull();
    fields.unmount();

    // Once the e-mailed link is opened, the applicant logs in as a contractor whose application
    // is Pending.
    const activation = await mailedCode(email, '/account-activation');
    expect((await postToApi('/api/auth/activate', { vUniqueCode: activation })).status).toBe(200);
    const session = await logInThroughApi(email, 'Bow-River-Morning-31');
    const code = (session.data as { vContractorUniqueCode?: string }).vContractorUniqueCode;
    expect(code).toMatch(/\S/);
    sessionStorage.setItem('vContractorUniqueCode', code!);
    renderApp('/contractor-application', { cookie: session.cookie, ...quick });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Application Is Under Review' }),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Contractor Application' })).toBeNull();
  });

  it('shows a seeded, approved cleaner that they can take jobs', async () => {
    const session = await logInThroughApi(demoContractorEmail('calgary'), DEMO_PASSWORD);
    const code = (session.data as { vContractorUniqueCode?: string }).vContractorUniqueCode;
    sessionStorage.setItem('vContractorUniqueCode', code!);
    renderApp('/contractor-application', { cookie: session.cookie, ...quick });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Application Is Approved' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('answers an e-mail that has an account, without its password, as any other: the owner is e-mailed', async () => {
    const fields = await openApplication();
    await fillIn(fields, demoCustomer.email, 'Not-The-Customer-Password-7');
    await userEvent.click(fields.submit);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Application Received' }),
    ).toBeVisible();
    expect(screen.queryByText(/already has a MapleShine account/)).toBeNull();
    // Nothing was changed: the customer's own password still works.
    await expect(logInThroughApi(demoCustomer.email, DEMO_PASSWORD)).resolves.toBeTruthy();
  });
});
