import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { taxDetailsRefusals } from '#shared/catalogue/en-CA/api-tax-details.ts';
import { taxDetailsCardTexts as texts } from '#shared/catalogue/en-CA/tax-details.ts';
import { mailedCode } from '../support/dev-outbox.ts';
import { renderApp } from '../support/render-app.tsx';
import { findToast } from '../support/toasts.ts';
import { postToApi, signInAs } from '../support/ui-accounts.ts';
import { apiUrl } from '../support/ui-api-url.ts';

/*
 * The cleaner's "Tax details for reporting" card on the dashboard, against the real server
 * (issue 43, decision 135): the form until they are given, the server's refusal shown in the
 * form, then the details masked; a change is the whole form again.
 */

const quick = { timings: { toastMs: 50 } };
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

/** A new Calgary cleaner through the application form's API, signed in. */
async function newCleaner() {
  const email = `tax.ui.${Date.now()}@example.ca`;
  const password = 'Bow-River-Evening-47';
  const cities = await postToApi<{ iCityId: number; vCity: string }[]>('/api/city/get_all_data');
  const experience = await postToApi<{ iExperienceId: number }[]>(
    '/api/housecleaning_exeperience/get_all_data',
  );
  const fields: Record<string, string> = {
    vFullName: 'Priya Tax',
    vEmail: email,
    vMobile: '4035550188',
    iCityId: String(cities.body.data?.find((city) => city.vCity === 'Calgary')?.iCityId),
    iExperienceId: String(experience.body.data?.[0]?.iExperienceId),
    vPassword: password,
    eBackgroundCheck: 'Yes',
  };
  // Written out by hand: jsdom's FormData is not one Node's fetch can send.
  const boundary = `----tax${Date.now()}`;
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
  const activation = await mailedCode(email, '/account-activation');
  await postToApi('/api/auth/activate', { vUniqueCode: activation });
  return signInAs(email, password);
}

describe('the tax details card', () => {
  it('takes the details once, says a bad SIN in the form, then shows them masked', async () => {
    const cleaner = await newCleaner();
    renderApp('/dashboard', { cookie: cleaner.cookie, ...quick });
    const card = await screen.findByRole('region', { name: texts.heading }, { timeout: 10_000 });
    expect(within(card).getByText(texts.why)).toBeInTheDocument();
    const form = within(card).getByRole('form', { name: texts.heading });
    await userEvent.type(
      within(form).getByRole('textbox', { name: texts.legalName }),
      'Priya Anand',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: texts.street }), '200 8 Ave SW');
    await userEvent.type(within(form).getByRole('textbox', { name: texts.city }), 'Calgary');
    await userEvent.click(within(form).getByRole('combobox', { name: texts.province }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alberta' }));
    await userEvent.type(within(form).getByRole('textbox', { name: texts.postalCode }), 'T2P 1J9');
    fireEvent.change(within(form).getByLabelText(texts.birthDate, { exact: false }), {
      target: { value: '1988-09-14' },
    });
    const sin = within(form).getByRole('textbox', { name: texts.sin });
    await userEvent.type(sin, '046 454 287');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(taxDetailsRefusals.sin);

    await userEvent.clear(sin);
    await userEvent.type(sin, '046 454 286');
    await userEvent.click(within(form).getByRole('button', { name: texts.save }));
    await findToast(texts.saved, 'success');
    expect(
      await within(card).findByText('Social insurance number (SIN): ••• ••• 286'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Priya Anand')).toBeInTheDocument();
    expect(within(card).getByText('Calgary, Alberta')).toBeInTheDocument();
    expect(within(card).getByText('Born in 1988')).toBeInTheDocument();
    expect(within(card).getByText(texts.notRegistered)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('046 454 286');
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();

    // A change is the whole form again, empty; Cancel keeps what is on file.
    await userEvent.click(within(card).getByRole('button', { name: texts.change }));
    expect(within(card).getByText(texts.changeHint)).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: texts.legalName })).toHaveValue('');
    await userEvent.click(within(card).getByRole('button', { name: texts.cancel }));
    expect(within(card).getByText('Social insurance number (SIN): ••• ••• 286')).toBeVisible();
  });
});
