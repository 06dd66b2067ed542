import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { edmontonDate } from '../support/ui-same-day.ts';
import { FAST, choose, pickDate, sampleContact, saveDraft } from '../support/same-day-wizard-ui.ts';

// Decision 032: the details stage asks for the postal code and checks it against the city, and
// a signed-in customer picks from, and adds to, their address book.

/** A booking code the server has never given: schedule-cleaning answers 404 for it. */
const UNKNOWN_BOOKING = 'bkg_ui-postal-unknown';

type Address = { tAddress: string; vCity: string; vZipCode: string; vState: string };

/** /book-now at the details stage, as a reload after Continue would leave it. */
async function openDetails(cookie?: string) {
  saveDraft('bookNow', {
    stage: 'details',
    contact: sampleContact,
    bookingId: UNKNOWN_BOOKING,
    isSubmitted: true,
  });
  renderApp('/book-now', { timings: FAST, ...(cookie ? { cookie } : {}) });
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: "Amelia de la Cruz, you're almost there!" },
    { timeout: 15_000 },
  );
  return heading.closest('form')!;
}

const postalCode = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: /Postal Code/ });
/** Everything but the place: a deep clean of a 3-bedroom house ten days ahead. */
async function fillTheRest(form: HTMLElement) {
  await choose(form, /Type of Residence/, 'House');
  await choose(form, /Bedrooms/, '3');
  await choose(form, /Bathrooms/, '2');
  await choose(form, /Service/, 'Deep Cleaning');
  await pickDate(form, edmontonDate(10));
  await choose(form, /^From/, '9:00AM');
  await choose(form, /^Until/, '5:00PM');
}

const check = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));

describe('the postal code of the details stage', () => {
  it('refuses a malformed postal code with the server’s sentence', async () => {
    const form = await openDetails();
    await choose(form, /City/, 'Edmonton');
    await userEvent.type(postalCode(form), '90210');
    await check(form);
    expect(postalCode(form)).toHaveAccessibleDescription(
      'Please enter a valid postal code, like T5J 1W4.',
    );
  });

  it('refuses an Edmonton postal code for Ottawa, naming both, and takes an Ottawa one', async () => {
    const form = await openDetails();
    await choose(form, /City/, 'Ottawa');
    await userEvent.type(postalCode(form), 't5j 1w4');
    expect(postalCode(form)).toHaveValue('T5J 1W4');
    await check(form);
    expect(postalCode(form)).toHaveAccessibleDescription(
      'T5J 1W4 is not in Ottawa. Please check the city or the postal code.',
    );

    await userEvent.clear(postalCode(form));
    await userEvent.type(postalCode(form), 'K1P1J1');
    await check(form);
    expect(postalCode(form)).not.toHaveAccessibleDescription();
  });

  it('offers a visitor no saved addresses and no address book', async () => {
    const form = await openDetails();
    await choose(form, /City/, 'Edmonton');
    expect(within(form).queryByRole('combobox', { name: /Saved addresses/ })).toBeNull();
    expect(
      within(form).queryByRole('checkbox', { name: 'Save this address to my address book' }),
    ).toBeNull();
  });
});

describe('a signed-in customer’s saved addresses', () => {
  let customer: SignedIn;
  beforeAll(async () => {
    const person = await newCustomerThroughApi('Noor', 'Haddad');
    customer = await signInAs(person.email, person.password);
    const added = await postToApi(
      '/api/customerAddress/Add',
      {
        tAddress: '10180 103 St NW, Unit 1204',
        vCity: 'edmonton',
        vZipCode: 't5j0l6',
        vState: 'Alberta',
        vCountry: 'Canada',
      },
      { cookie: customer.cookie },
    );
    if (added.status !== 201) throw new Error(`address add: ${added.body.message}`);
  });

  async function savedAddresses(): Promise<Address[]> {
    const list = await postToApi<Address[]>(
      '/api/customerAddress/get_all_data',
      {},
      { cookie: customer.cookie },
    );
    return list.body.data ?? [];
  }

  it('fills the city, the address, the unit and the postal code from a chosen address', async () => {
    actAs(customer);
    const form = await openDetails(customer.cookie);
    await choose(form, /City/, 'Toronto');
    await userEvent.type(within(form).getByRole('textbox', { name: /Apt\/Unit/ }), '7');

    await choose(form, /Saved addresses/, '10180 103 St NW, Unit 1204, edmonton, t5j0l6');

    expect(within(form).getByRole('combobox', { name: /City/ })).toHaveValue('Edmonton');
    expect(within(form).getByRole('textbox', { name: /Full Address/ })).toHaveValue(
      '10180 103 St NW, Unit 1204',
    );
    expect(within(form).getByRole('textbox', { name: /Apt\/Unit/ })).toHaveValue('');
    expect(postalCode(form)).toHaveValue('T5J 0L6');
  });

  it('saves a new address typed in the wizard to the address book when asked', async () => {
    actAs(customer);
    const form = await openDetails(customer.cookie);
    await choose(form, /City/, 'Calgary');
    await userEvent.type(within(form).getByRole('textbox', { name: /Apt\/Unit/ }), '300');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Full Address/ }),
      '220 4 Ave SW',
    );
    await userEvent.type(postalCode(form), 't2p0h5');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Save this address to my address book' }),
    );
    await fillTheRest(form);
    await check(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Booking not found.');

    await waitFor(async () =>
      expect(await savedAddresses()).toContainEqual(
        expect.objectContaining({
          tAddress: '300, 220 4 Ave SW',
          vCity: 'Calgary',
          vZipCode: 'T2P 0H5',
          vState: 'AB',
        }),
      ),
    );
  });

  it('saves nothing when the box is left unticked', async () => {
    actAs(customer);
    const before = (await savedAddresses()).length;
    const form = await openDetails(customer.cookie);
    await choose(form, /City/, 'Winnipeg');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Full Address/ }),
      '1 Portage Ave',
    );
    await userEvent.type(postalCode(form), 'R3C 0V8');
    await fillTheRest(form);
    await check(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Booking not found.');
    expect(await savedAddresses()).toHaveLength(before);
  });
});
