import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_NOTES, type AccessNotes } from '#shared/access-notes.ts';
import { renderApp } from '../support/render-app.tsx';
import { findToast } from '../support/toasts.ts';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { edmontonDate } from '../support/ui-same-day.ts';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import {
  bringForward,
  moveJob,
  paidBooking,
  slotInDays,
  type Customer,
  type Job,
} from '../support/ui-bookings.ts';
import { FAST, choose, pickDate, sampleContact, saveDraft } from '../support/same-day-wizard-ui.ts';

// Decision 100: the details stage and the address forms take optional access notes for the
// cleaner, folded under "Access notes for your cleaner (optional)", here at a phone's width
// (390 × 844): the media queries the app asks answer as a phone's would.

const PHONE = { width: 390, height: 844 };
const SECTION = 'Access notes for your cleaner (optional)';
/** A booking code the server has never given: schedule-cleaning answers 404 for it. */
const UNKNOWN_BOOKING = 'bkg_ui-notes-unknown';

type Address = {
  iAddressId: number;
  vUniqueAddressCode: string;
  tAddress: string;
  accessNotes: AccessNotes;
};

const realMatchMedia = window.matchMedia;
const realWidth = window.innerWidth;
const realHeight = window.innerHeight;

/** `(min-width: 48em)` and the like, judged against the phone's width (1em = 16px). */
function phoneMatches(query: string): boolean {
  const px = (value: string, unit: string) => Number(value) * (unit === 'em' ? 16 : 1);
  const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
  if (min && PHONE.width < px(min[1]!, min[2]!)) return false;
  if (max && PHONE.width > px(max[1]!, max[2]!)) return false;
  return Boolean(min || max);
}

beforeAll(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: PHONE.width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: PHONE.height });
  window.matchMedia = (query: string) =>
    ({
      matches: phoneMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: realHeight });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every body the page sent to `path`, read as JSON. */
function bodiesSentTo(path: string) {
  const bodies: Record<string, unknown>[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith(path)) {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }
    return realFetch(request);
  });
  return bodies;
}

const notesButton = (form: HTMLElement) => within(form).getByRole('button', { name: SECTION });

/** A note's field, once the section's panel has opened. */
function noteField(form: HTMLElement, name: RegExp) {
  return within(form).findByRole('textbox', { name });
}

/** Types (or, for long text, pastes) into a note. */
async function writeNote(form: HTMLElement, name: RegExp, text: string) {
  const field = await noteField(form, name);
  await userEvent.clear(field);
  if (text.length > 40) fireEvent.change(field, { target: { value: text } });
  else await userEvent.type(field, text);
}

describe('the details stage’s access notes, at phone width', () => {
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

  async function fillTheRest(form: HTMLElement, city = true) {
    await choose(form, /Type of Residence/, 'House');
    await choose(form, /Bedrooms/, '3');
    await choose(form, /Bathrooms/, '2');
    await choose(form, /Service/, 'Deep Cleaning');
    if (city) {
      await choose(form, /City/, 'Edmonton');
      await userEvent.type(
        within(form).getByRole('textbox', { name: /Full Address/ }),
        '10150 Jasper Ave NW',
      );
      await userEvent.type(within(form).getByRole('textbox', { name: /Postal Code/ }), 'T5J1W4');
    }
    await pickDate(form, edmontonDate(10));
    await choose(form, /^From/, '9:00AM');
    await choose(form, /^Until/, '5:00PM');
  }

  const check = (form: HTMLElement) =>
    userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));

  it('folds the notes as an optional section after the spec’s fields, and sends none when left alone', async () => {
    const sent = bodiesSentTo('/api/cleaning/schedule-cleaning');
    const form = await openDetails();

    const section = notesButton(form);
    expect(section).toHaveAttribute('aria-expanded', 'false');
    // After the spec's last field (Until) and before the buttons.
    const until = within(form).getByRole('combobox', { name: /^Until/ });
    const checkButton = within(form).getByRole('button', { name: 'Check Availability' });
    expect(until.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      section.compareDocumentPosition(checkButton) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await fillTheRest(form);
    await check(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent('Booking not found.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('accessNotes');
  });

  it('opens to four labelled notes, says who sees them, and sends them trimmed with Check Availability', async () => {
    const sent = bodiesSentTo('/api/cleaning/schedule-cleaning');
    const form = await openDetails();

    await userEvent.click(notesButton(form));
    expect(notesButton(form)).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(form).getByText(/Only the cleaner who takes your job sees these/),
    ).toBeInTheDocument();
    await writeNote(form, /Entry or buzzer code/, '  Buzz 1204  ');
    await writeNote(form, /^Parking/, 'Visitor stalls V1 to V6');
    await writeNote(form, /^Pets/, 'A shy cat');
    await writeNote(form, /Anything else/, 'The side door sticks');
    await fillTheRest(form);
    await check(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent('Booking not found.');
    expect(sent[0]?.accessNotes).toEqual({
      vEntryCode: 'Buzz 1204',
      vParking: 'Visitor stalls V1 to V6',
      vPets: 'A shy cat',
      tOther: 'The side door sticks',
    });
  });

  it('refuses an entry code over 100 characters with the shared sentence and sends nothing', async () => {
    const sent = bodiesSentTo('/api/cleaning/schedule-cleaning');
    const form = await openDetails();
    await userEvent.click(notesButton(form));
    await writeNote(form, /Entry or buzzer code/, 'x'.repeat(101));
    // Folded again: the refusal opens it, so the note it names is in view.
    await userEvent.click(notesButton(form));
    await fillTheRest(form);
    await check(form);

    const code = await noteField(form, /Entry or buzzer code/);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Entry or buzzer code cannot exceed 100 characters.'),
      ),
    );
    expect(notesButton(form)).toHaveAttribute('aria-expanded', 'true');
    expect(sent).toHaveLength(0);
  });

  describe('for a signed-in customer', () => {
    let customer: SignedIn;
    const saved: AccessNotes = {
      vEntryCode: 'Buzz 0417',
      vParking: 'Street parking on 103 St',
      vPets: '',
      tOther: '',
    };
    beforeAll(async () => {
      const person = await newCustomerThroughApi('Odile', 'Nakamura');
      customer = await signInAs(person.email, person.password);
      const added = await postToApi(
        '/api/customerAddress/Add',
        {
          tAddress: '10180 103 St NW, Unit 417',
          vCity: 'Edmonton',
          vZipCode: 'T5J 0L6',
          vState: 'Alberta',
          vCountry: 'Canada',
          accessNotes: saved,
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

    it('copies a chosen saved address’s notes into the section, open and editable', async () => {
      const sent = bodiesSentTo('/api/cleaning/schedule-cleaning');
      actAs(customer);
      const form = await openDetails(customer.cookie);
      await within(form).findByRole('combobox', { name: /Saved addresses/ });

      await choose(form, /Saved addresses/, '10180 103 St NW, Unit 417, Edmonton, T5J 0L6');

      expect(notesButton(form)).toHaveAttribute('aria-expanded', 'true');
      expect(await noteField(form, /Entry or buzzer code/)).toHaveValue('Buzz 0417');
      expect(await noteField(form, /^Parking/)).toHaveValue('Street parking on 103 St');
      await writeNote(form, /^Pets/, 'Two dogs');
      await fillTheRest(form, false);
      await check(form);

      expect(await within(form).findByRole('alert')).toHaveTextContent('Booking not found.');
      expect(sent[0]?.accessNotes).toEqual({ ...saved, vPets: 'Two dogs' });
    });

    it('saves a new address to the address book with its notes when asked', async () => {
      actAs(customer);
      const form = await openDetails(customer.cookie);
      await choose(form, /City/, 'Calgary');
      await userEvent.type(
        within(form).getByRole('textbox', { name: /Full Address/ }),
        '220 4 Ave SW',
      );
      await userEvent.type(within(form).getByRole('textbox', { name: /Postal Code/ }), 't2p0h5');
      await userEvent.click(
        within(form).getByRole('checkbox', { name: 'Save this address to my address book' }),
      );
      await userEvent.click(notesButton(form));
      await writeNote(form, /Entry or buzzer code/, 'Concierge desk');
      await fillTheRest(form, false);
      await check(form);
      expect(await within(form).findByRole('alert')).toHaveTextContent('Booking not found.');

      await waitFor(async () =>
        expect(await savedAddresses()).toContainEqual(
          expect.objectContaining({
            tAddress: '220 4 Ave SW',
            accessNotes: { ...NO_ACCESS_NOTES, vEntryCode: 'Concierge desk' },
          }),
        ),
      );
    });
  });
});

describe('the address forms’ access notes, at phone width', () => {
  const quick = { timings: { toastMs: 50 } };
  let customer: SignedIn;
  beforeAll(async () => {
    const person = await newCustomerThroughApi('Helene', 'Fortin');
    customer = await signInAs(person.email, person.password);
  });

  async function addressesOnServer(): Promise<Address[]> {
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
    return { ...view, form };
  }

  async function fillAddress(form: HTMLElement, street: string) {
    await userEvent.type(within(form).getByRole('textbox', { name: /^Address/ }), street);
    await userEvent.type(within(form).getByRole('textbox', { name: /^City/ }), 'Halifax');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Zip \/ Postal Code/ }),
      'B3J 3N8',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Province \/ State/ }),
      'Nova Scotia',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Country/ }), 'Canada');
  }

  it('adds an address with its notes, the section folded until opened', async () => {
    const { form, router } = await openAddAddress();
    expect(notesButton(form)).toHaveAttribute('aria-expanded', 'false');
    await fillAddress(form, '1800 Argyle St, Unit 604');
    await userEvent.click(notesButton(form));
    await writeNote(form, /Entry or buzzer code/, 'Buzz 604');
    await writeNote(form, /Anything else/, 'Elevator B only');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));

    expect(await findToast('Address added successfully.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await addressesOnServer()).toContainEqual(
      expect.objectContaining({
        tAddress: '1800 Argyle St, Unit 604',
        accessNotes: { ...NO_ACCESS_NOTES, vEntryCode: 'Buzz 604', tOther: 'Elevator B only' },
      }),
    );
  });

  it('refuses pet notes over 300 characters with the shared sentence and saves nothing', async () => {
    const before = (await addressesOnServer()).length;
    const { form, router } = await openAddAddress();
    await fillAddress(form, '1 Spring Garden Rd');
    await userEvent.click(notesButton(form));
    await writeNote(form, /^Pets/, 'p'.repeat(301));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));

    expect(await noteField(form, /^Pets/)).toHaveAccessibleDescription(
      expect.stringContaining('Pet notes cannot exceed 300 characters.'),
    );
    expect(router.state.location.pathname).toBe('/add-address');
    expect(await addressesOnServer()).toHaveLength(before);
  });

  it('says each note’s limit and refuses a long one in French on a French page, and saves nothing', async () => {
    const before = (await addressesOnServer()).length;
    actAs(customer);
    const { router } = renderApp('/add-address', {
      ...quick,
      cookie: customer.cookie,
      locale: 'fr-CA',
    });
    const form = await screen.findByRole(
      'form',
      { name: 'Ajouter une adresse' },
      { timeout: 15_000 },
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Adresse/ }), '25 rue Laurier');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Ville/ }), 'Gatineau');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Code postal/ }), 'J8X 2T2');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Province/ }), 'Québec');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Pays/ }), 'Canada');
    await userEvent.click(
      within(form).getByRole('button', {
        name: 'Consignes d’accès pour votre préposé(e) au ménage (facultatif)',
      }),
    );
    const pets = await noteField(form, /^Animaux/);
    expect(pets).toHaveAccessibleDescription('Jusqu’à 300\u00a0caractères');
    await writeNote(form, /^Animaux/, 'p'.repeat(301));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));

    await waitFor(() =>
      expect(pets).toHaveAccessibleDescription(
        expect.stringContaining(
          'Les notes sur les animaux ne peuvent pas dépasser 300 caractères.',
        ),
      ),
    );
    expect(router.state.location.pathname).toBe('/add-address');
    expect(await addressesOnServer()).toHaveLength(before);
  });

  it('opens the edit form with the notes shown, and saves a change to them', async () => {
    const [address] = (await addressesOnServer()).filter(
      (entry) => entry.accessNotes.vEntryCode === 'Buzz 604',
    );
    actAs(customer);
    const { router } = renderApp('/profile', { ...quick, cookie: customer.cookie });
    await router.navigate('/edit-address', {
      state: { iAddressId: address!.iAddressId, vUniqueAddressCode: address!.vUniqueAddressCode },
    });
    const form = await screen.findByRole('form', { name: 'Edit Address' });
    await within(form).findByDisplayValue(address!.tAddress);

    expect(notesButton(form)).toHaveAttribute('aria-expanded', 'true');
    expect(await noteField(form, /Entry or buzzer code/)).toHaveValue('Buzz 604');
    await writeNote(form, /Entry or buzzer code/, 'Buzz 605');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));

    expect(await findToast('Address Updated successfully.')).toBeVisible();
    await waitFor(async () =>
      expect(
        (await addressesOnServer()).find((entry) => entry.iAddressId === address!.iAddressId)
          ?.accessNotes,
      ).toEqual({ ...NO_ACCESS_NOTES, vEntryCode: 'Buzz 605', tOther: 'Elevator B only' }),
    );
  });
});

describe('a booking’s access notes: the customer changes them, the cleaner sees them on the day', () => {
  // Calgary's cleaner, on a day of this file's own: the other files' jobs are elsewhere.
  const CITY = 'Calgary';
  let customer: Customer;
  let owner: SignedIn;
  let cleaner: SignedIn;
  let job: Job;
  beforeAll(async () => {
    const person = await newCustomerThroughApi('Rosalie', 'Tremblay');
    owner = await signInAs(person.email, person.password);
    customer = { cookie: owner.cookie, fullName: person.fullName, email: person.email };
    cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
    job = await paidBooking(customer, slotInDays(CITY, 200 + Math.floor(Math.random() * 100)));
  });

  async function bookingOnServer(): Promise<Job | undefined> {
    const list = await postToApi<Job[]>('/api/customer/get_all_data', {}, { cookie: owner.cookie });
    return list.body.data?.find((entry) => entry.iBookingId === job.iBookingId);
  }

  it('lets the customer write the notes of an upcoming booking from its card', async () => {
    actAs(owner);
    renderApp('/booking', { timings: { toastMs: 50 }, cookie: owner.cookie });
    const card = await screen.findByRole('article', { name: new RegExp(job.vBookingNo) });
    await userEvent.click(within(card).getByRole('button', { name: 'Access notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access notes' });
    // Nothing written yet: the section opens on a click.
    await userEvent.click(within(dialog).getByRole('button', { name: SECTION }));
    await writeNote(dialog, /Entry or buzzer code/, 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    expect(await noteField(dialog, /Entry or buzzer code/)).toHaveAccessibleDescription(
      expect.stringContaining('Entry or buzzer code cannot exceed 100 characters.'),
    );
    await writeNote(dialog, /Entry or buzzer code/, 'Buzz 2210');
    await writeNote(dialog, /^Pets/, 'A parrot who talks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notes' }));

    expect(await findToast('Access notes saved.')).toBeVisible();
    expect((await bookingOnServer())?.accessNotes).toEqual({
      ...NO_ACCESS_NOTES,
      vEntryCode: 'Buzz 2210',
      vPets: 'A parrot who talks',
    });
  });

  it('shows the cleaner who accepts the job no notes until its contact details show', async () => {
    await moveJob(cleaner.cookie, 'accept', job.iBookingId);
    try {
      actAs(cleaner);
      const view = renderApp('/jobs', { cookie: cleaner.cookie });
      const openDetails = async () => {
        const mine = await screen.findByRole('tab', { name: /^My Jobs/ });
        await userEvent.click(mine);
        const panel = screen.getByRole('tabpanel', { name: /^My Jobs/ });
        const card = await within(panel).findByRole('article', { name: job.vBookingNo });
        await userEvent.click(
          within(card).getByRole('link', { name: `View Details: ${job.vBookingNo}` }),
        );
        await screen.findByRole('heading', { level: 1, name: 'Job Details' });
      };
      await openDetails();
      expect(screen.queryByRole('region', { name: 'Access Notes' })).toBeNull();
      expect(document.body.textContent).not.toContain('Buzz 2210');

      // Its day comes (the cleaning moved within the hour, as the real clock is kept).
      await bringForward(job.iBookingId, 50);
      await userEvent.click(screen.getByRole('link', { name: 'Back to Jobs' }));
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/jobs'));
      await openDetails();
      const notes = await screen.findByRole('region', { name: 'Access Notes' });
      expect(within(notes).getByText('Buzz 2210')).toBeInTheDocument();
      expect(within(notes).getByText('A parrot who talks')).toBeInTheDocument();
      expect(within(notes).queryByText('Parking')).toBeNull();
    } finally {
      // Handed back, so Calgary's cleaner is free for the other tests.
      await moveJob(cleaner.cookie, 'reject', job.iBookingId);
    }
  });
});
