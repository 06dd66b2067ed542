import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
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

type Address = {
  iAddressId: number;
  vUniqueAddressCode: string;
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vState: string;
  vCountry: string;
};

const fields = {
  tAddress: /^Address/,
  vCity: /^City/,
  vZipCode: /^Zip \/ Postal Code/,
  vState: /^Province \/ State/,
  vCountry: /^Country/,
} as const;

function input(form: HTMLElement, name: keyof typeof fields) {
  return within(form).getByRole('textbox', { name: fields[name] });
}

async function fill(form: HTMLElement, values: Partial<Record<keyof typeof fields, string>>) {
  for (const [name, value] of Object.entries(values) as [keyof typeof fields, string][]) {
    await userEvent.clear(input(form, name));
    if (value) await userEvent.type(input(form, name), value);
  }
}

// One customer of this file's own: these tests add, change and delete their addresses.
let customer: SignedIn;
beforeAll(async () => {
  const person = await newCustomerThroughApi('Mireille', 'Gagnon');
  customer = await signInAs(person.email, person.password);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Makes one API path answer as a broken gateway would: 502 with an empty body, so the failure
 * carries no message of its own and the screen falls back to the spec's default (§8).
 */
function breakPath(path: string, answer: 'empty 502' | 'none' = 'empty 502') {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith(path)) return realFetch(input, init);
    // 'none': the browser's own words for a call that got no answer.
    return answer === 'none'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response('', { status: 502 }));
  });
}

/** An address the server takes, for the forms that fail on the way to it. */
const OTTAWA_ADDRESS = {
  tAddress: '200 Rideau St',
  vCity: 'Ottawa',
  vZipCode: 'K1N 5Y1',
  vState: 'Ontario',
  vCountry: 'Canada',
};

async function addressesOnServer() {
  const { body } = await postToApi<Address[]>(
    '/api/customerAddress/get_all_data',
    {},
    { cookie: customer.cookie },
  );
  return body.data ?? [];
}

async function openAddAddress() {
  actAs(customer);
  const view = renderApp('/add-address', { ...quick, cookie: customer.cookie });
  const form = await screen.findByRole('form', { name: 'Add Address' });
  return { ...view, form, save: within(form).getByRole('button', { name: 'Save Address' }) };
}

describe('who may add an address', () => {
  it('sends a visitor from /add-address to /login', async () => {
    const { router } = renderApp('/add-address');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/add-address' });
  });

  it('shows a contractor that addresses are for customers, without the form', async () => {
    const { cookie } = await signInAs(demoContractorEmail('Calgary'), DEMO_PASSWORD);
    renderApp('/add-address', { cookie });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for customers.' }),
    ).toBeVisible();
    expect(screen.getByText(/^Addresses are for customers/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add Address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Jobs' })).toHaveAttribute('href', '/jobs');
  });
});

describe('adding an address', () => {
  it('names every missing field with the spec’s message', async () => {
    const { form, save } = await openAddAddress();
    await userEvent.click(save);

    expect(within(form).getByText('Address is Required.')).toBeInTheDocument();
    expect(within(form).getByText('City is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Zip Code is Required.')).toBeInTheDocument();
    expect(within(form).getByText('State is Required.')).toBeInTheDocument();
    expect(within(form).getByText('Country is Required.')).toBeInTheDocument();
  });

  it('counts fields of spaces only as missing', async () => {
    const { form, save } = await openAddAddress();
    await fill(form, {
      tAddress: '   ',
      vCity: 'Halifax',
      vZipCode: ' ',
      vState: 'Nova Scotia',
      vCountry: '  ',
    });
    await userEvent.click(save);

    expect(within(form).getByText('Address is Required.')).toBeInTheDocument();
    expect(within(form).queryByText('City is Required.')).not.toBeInTheDocument();
    expect(within(form).getByText('Zip Code is Required.')).toBeInTheDocument();
    expect(within(form).queryByText('State is Required.')).not.toBeInTheDocument();
    expect(within(form).getByText('Country is Required.')).toBeInTheDocument();
    expect(await addressesOnServer()).toEqual([]);
  });

  it('returns to /profile on Cancel', async () => {
    const { form, router } = await openAddAddress();
    await userEvent.click(within(form).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('saves the trimmed address: "Address added successfully.", then /profile lists it', async () => {
    const { form, save, router } = await openAddAddress();
    await fill(form, {
      tAddress: '  1800 Argyle St, Unit 604 ',
      vCity: 'Halifax',
      vZipCode: 'B3J 3N8',
      vState: 'Nova Scotia',
      vCountry: 'Canada',
    });
    // Without pauses between pointer events the click settles before any answer can arrive.
    await userEvent.setup({ delay: null }).click(save);

    expect(within(form).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(await findToast('Address added successfully.', 'success')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    const book = await screen.findByRole('region', { name: 'My Addresses' });
    const card = await within(book).findByRole('listitem', { name: '1800 Argyle St, Unit 604' });
    expect(card).toHaveTextContent('Halifax, Nova Scotia B3J 3N8');
    expect(card).toHaveTextContent('Canada');
    const saved = await addressesOnServer();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ tAddress: '1800 Argyle St, Unit 604', vCity: 'Halifax' });
  });
});

describe('when the server gives no reason', () => {
  it('says "Failed to add address." and stays on the form', async () => {
    breakPath('/api/customerAddress/Add');
    const { form, save, router } = await openAddAddress();
    await fill(form, OTTAWA_ADDRESS);
    await userEvent.click(save);

    expect(await findToast('Failed to add address.', 'error')).toBeVisible();
    expect(await within(form).findByRole('button', { name: 'Save Address' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/add-address');
  });

  it('says to check the connection when the call gets no answer, not the browser’s words', async () => {
    breakPath('/api/customerAddress/Add', 'none');
    const { form, save, router } = await openAddAddress();
    await fill(form, OTTAWA_ADDRESS);
    await userEvent.click(save);

    expect(await findToast('Check your connection and try again.', 'error')).toBeVisible();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/add-address');
  });

  it('says "Failed to Edit address." and stays on the form', async () => {
    const [address] = await addressesOnServer();
    breakPath('/api/customerAddress/edit');
    actAs(customer);
    const { router } = renderApp('/profile', { ...quick, cookie: customer.cookie });
    await router.navigate('/edit-address', {
      state: { iAddressId: address!.iAddressId, vUniqueAddressCode: address!.vUniqueAddressCode },
    });
    const form = await screen.findByRole('form', { name: 'Edit Address' });
    await within(form).findByDisplayValue(address!.tAddress);
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));

    expect(await findToast('Failed to Edit address.', 'error')).toBeVisible();
    expect(router.state.location.pathname).toBe('/edit-address');
  });
});

describe('changing and deleting an address', () => {
  it('says to pick the address on /profile when /edit-address is opened without one', async () => {
    actAs(customer);
    renderApp('/edit-address', { cookie: customer.cookie });
    expect(
      await screen.findByText('Choose the address to edit from your profile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Address' })).not.toBeInTheDocument();
  });

  it('opens the chosen address prefilled and saves it: "Address Updated successfully."', async () => {
    const [address] = await addressesOnServer();
    actAs(customer);
    const { router } = renderApp('/profile', { ...quick, cookie: customer.cookie });
    const book = await screen.findByRole('region', { name: 'My Addresses' });
    const card = await within(book).findByRole('listitem', { name: address!.tAddress });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-address'));
    expect(router.state.location.state).toEqual({
      iAddressId: address!.iAddressId,
      vUniqueAddressCode: address!.vUniqueAddressCode,
    });
    const form = await screen.findByRole('form', { name: 'Edit Address' });
    expect(await within(form).findByDisplayValue(address!.tAddress)).toBe(input(form, 'tAddress'));
    expect(input(form, 'vCity')).toHaveValue('Halifax');
    expect(input(form, 'vZipCode')).toHaveValue('B3J 3N8');
    expect(input(form, 'vState')).toHaveValue('Nova Scotia');
    expect(input(form, 'vCountry')).toHaveValue('Canada');

    await fill(form, { tAddress: '5657 Spring Garden Rd', vZipCode: 'B3J 3R4' });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));

    expect(await findToast('Address Updated successfully.', 'success')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const updated = await within(
      await screen.findByRole('region', { name: 'My Addresses' }),
    ).findByRole('listitem', { name: '5657 Spring Garden Rd' });
    expect(updated).toHaveTextContent('Halifax, Nova Scotia B3J 3R4');
  });

  it('sends a blanked field without checking it and shows the server’s refusal as an error toast', async () => {
    const [address] = await addressesOnServer();
    actAs(customer);
    const { router } = renderApp('/profile', { ...quick, cookie: customer.cookie });
    await router.navigate('/edit-address', {
      state: { iAddressId: address!.iAddressId, vUniqueAddressCode: address!.vUniqueAddressCode },
    });
    const form = await screen.findByRole('form', { name: 'Edit Address' });
    await within(form).findByDisplayValue(address!.tAddress);
    await fill(form, { vCity: '' });
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));

    // Spec §5: edit address has no validation of its own; the server's sentence is the toast.
    expect(await findToast('City is Required.', 'error')).toBeVisible();
    expect(await within(form).findByRole('button', { name: 'Update Address' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/edit-address');
    expect((await addressesOnServer())[0]?.vCity).toBe('Halifax');
  });

  it('asks before deleting, keeps the address on Cancel and deletes it on Delete', async () => {
    const [address] = await addressesOnServer();
    actAs(customer);
    renderApp('/profile', { ...quick, cookie: customer.cookie });
    const book = await screen.findByRole('region', { name: 'My Addresses' });
    const card = await within(book).findByRole('listitem', { name: address!.tAddress });

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent(`${address!.tAddress}, Halifax`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await addressesOnServer()).toHaveLength(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Address deleted successfully.', 'success')).toBeVisible();
    expect(await within(book).findByText('No Data Found')).toBeInTheDocument();
    expect(await addressesOnServer()).toEqual([]);
  });
});
