import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { mailedCode } from '../support/dev-outbox.ts';
import { renderApp } from '../support/render-app.tsx';
import { findToast } from '../support/toasts.ts';
import { actAs, postToApi, signInAs } from '../support/ui-accounts.ts';
import { apiUrl } from '../support/ui-api-url.ts';

/*
 * The working-hours page against the real server (issue 25): a new cleaner's suggested hours, the
 * dashboard's nudge until they are confirmed, and the other role's screen. The form's own logic,
 * with its calls stood in for, is in working-hours-form.test.tsx.
 */

const quick = { timings: { toastMs: 50 } };
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

/** A Calgary applicant through the API, as the application form sends it: a new cleaner. */
async function newApplicant() {
  const email = `hours.ui.${Date.now()}@example.ca`;
  const password = 'Bow-River-Morning-31';
  const cities = await postToApi<{ iCityId: number; vCity: string }[]>('/api/city/get_all_data');
  const experience = await postToApi<{ iExperienceId: number }[]>(
    '/api/housecleaning_exeperience/get_all_data',
  );
  const fields: Record<string, string> = {
    vFullName: 'Jordan Singh',
    vEmail: email,
    vMobile: '4035550199',
    iCityId: String(cities.body.data?.find((city) => city.vCity === 'Calgary')?.iCityId),
    iExperienceId: String(experience.body.data?.[0]?.iExperienceId),
    vPassword: password,
    eBackgroundCheck: 'Yes',
  };
  // Written out by hand: jsdom's FormData is not one Node's fetch can send.
  const boundary = `----hours${Date.now()}`;
  const text = (part: string) => new TextEncoder().encode(part);
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="vImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_BYTES,
    text(`\r\n--${boundary}--\r\n`),
  ];
  const body = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((offset, part) => {
    body.set(part, offset);
    return offset + part.length;
  }, 0);
  const response = await fetch(`${apiUrl()}/api/contractor/create`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (!response.ok) throw new Error(`contractor/create answered ${response.status}`);
  // The login works once the e-mailed link is opened (decision 082).
  const activation = await mailedCode(email, '/account-activation');
  const activated = await postToApi('/api/auth/activate', { vUniqueCode: activation });
  if (activated.status !== 200) throw new Error(`activate answered ${activated.status}`);
  return signInAs(email, password);
}

describe('the working hours page', () => {
  it('asks a new cleaner on the dashboard to confirm the suggested hours, until they do', async () => {
    const cleaner = await newApplicant();
    const dashboard = renderApp('/dashboard', { cookie: cleaner.cookie, ...quick });
    const nudge = await screen.findByRole(
      'status',
      { name: 'Confirm your working hours' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(nudge).getByRole('link', { name: 'Check my hours' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Working hours' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Times are in Calgary time (America/Edmonton).',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // The form's own code arrives after the page's.
    expect(
      await screen.findByText('These are suggested hours', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Weekdays 9 to 5' }));
    expect(screen.getByRole('switch', { name: 'Works on Monday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Works on Saturday' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm my hours' }));
    await findToast('Your working hours are saved.', 'success');
    expect(await screen.findByRole('button', { name: 'Save hours' })).toBeInTheDocument();
    expect(screen.queryByText('These are suggested hours')).not.toBeInTheDocument();
    // The form starts again from what the server kept.
    expect(screen.getByRole('combobox', { name: 'Friday from' })).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Friday until' })).toHaveValue('17:00');
    dashboard.unmount();

    actAs(cleaner);
    renderApp('/dashboard', { cookie: cleaner.cookie });
    // The dashboard links to the hours beside its navigation; the nudge is gone.
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Working hours' })).toBeVisible();
    await screen.findByRole('group', { name: 'Open Jobs in Your City' });
    expect(screen.queryByText('Confirm your working hours')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a day's overlapping ranges", async () => {
    const cleaner = await newApplicant();
    renderApp('/working-hours', { cookie: cleaner.cookie, ...quick });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Weekdays 9 to 5' }, { timeout: 10_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Monday from (2)' }),
      '16:00',
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Two ranges on Monday overlap.',
    );
  });

  it('shows a customer the screen for contractors', async () => {
    const customer = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    renderApp('/working-hours', { cookie: customer.cookie });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This page is for contractors.' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });
});
