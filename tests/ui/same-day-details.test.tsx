import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { citySeed, extraSeed } from '#server/db/seed/catalog.ts';
import type { UiTimings } from '#src/components/ui-timings.ts';
import { renderApp } from '../support/render-app.tsx';
import { edmontonDate, postToServer } from '../support/ui-same-day.ts';
import {
  FAST,
  choose,
  optionsOf,
  pickDate,
  sampleContact,
  saveDraft,
} from '../support/same-day-wizard-ui.ts';
import type { DraftVariant } from '#src/features/same-day-booking/draft-storage.ts';

/** A booking code the server has never given: schedule-cleaning answers 404 for it. */
const UNKNOWN_BOOKING = 'bkg_ui-details-unknown';

/** Opens /book-now at the details stage, as a reload after Continue would. */
async function openDetails(timings: Partial<UiTimings> = {}) {
  saveDraft('bookNow', {
    stage: 'details',
    contact: sampleContact,
    bookingId: UNKNOWN_BOOKING,
    isSubmitted: true,
  });
  renderApp('/book-now', { timings: { ...FAST, ...timings } });
  const heading = await screen.findByRole(
    'heading',
    {
      level: 2,
      name: "Amelia de la Cruz, you're almost there!",
    },
    { timeout: 15_000 },
  );
  return heading.closest('form')!;
}

/** 2:30PM in Edmonton (UTC−6 since 2026: decision 137) and 3:30PM in Toronto on November 22, 2026. */
const afternoon = { now: () => new Date('2026-11-22T20:30:00Z') };

const EVERY_HOUR = [
  '12:00AM',
  ...Array.from({ length: 11 }, (_, hour) => `${hour + 1}:00AM`),
  '12:00PM',
  ...Array.from({ length: 11 }, (_, hour) => `${hour + 1}:00PM`),
];

describe('the same-day details stage', () => {
  it('greets the customer by name and lists the choices: rooms 1 to 8, cities alphabetically', async () => {
    const form = await openDetails();
    expect(await optionsOf(form, /Bedrooms/)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(await optionsOf(form, /Bathrooms/)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(await optionsOf(form, /City/)).toEqual(
      citySeed.map((city) => city.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(await optionsOf(form, /Type of Residence/)).toContain('Apartment or Condo');
    expect(await optionsOf(form, /Service/)).toContain('Deep Cleaning');
    expect(within(form).getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('shows each extra with its picture', async () => {
    const form = await openDetails();
    await userEvent.click(within(form).getByRole('combobox', { name: /Extras/ }));
    const oven = await screen.findByRole('option', { name: 'Inside Oven' });
    const seeded = extraSeed.find((extra) => extra.name === 'Inside Oven')!;
    expect(oven.querySelector('img')).toHaveAttribute('src', seeded.imagePath);
    await userEvent.click(oven);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: 'Inside Oven' })).not.toBeInTheDocument();
    // The choice stays as a pill in the field, outside the (closed) option list.
    const pills = within(form)
      .getAllByText('Inside Oven')
      .filter((element) => element.closest('[role="option"]') === null);
    expect(pills).toHaveLength(1);
  });

  it('names every missing choice when Check Availability is pressed on an empty form', async () => {
    const form = await openDetails();
    await userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));
    for (const message of [
      'Please select the type of residence.',
      'Please select the service.',
      'Please select the city.',
      'Please select the total number of bedrooms.',
      'Please select the total number of bathrooms.',
      'Postal Code is Required.',
      'Please select the date',
      'Please Select a From time.',
      'Please Select an Until time.',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    // The address field waits for a city.
    expect(within(form).queryByRole('textbox', { name: /Full Address/ })).not.toBeInTheDocument();
  });

  it('brings the first missing choice on the page into view with the focus when Check Availability is refused', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const form = await openDetails();
    await choose(form, /Type of Residence/, 'House');
    const check = within(form).getByRole('button', { name: 'Check Availability' });
    await userEvent.click(check);

    // Bedrooms is the first field on the page still missing (the rules list Service first).
    const bedrooms = within(form).getByRole('combobox', { name: /Bedrooms/ });
    expect(bedrooms).toHaveAccessibleDescription('Please select the total number of bedrooms.');
    await waitFor(() => expect(bedrooms).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(bedrooms);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
    // Focus does not open the list.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await choose(form, /Bedrooms/, '2');
    await choose(form, /Bathrooms/, '1');
    await choose(form, /Service/, 'Deep Cleaning');
    await choose(form, /City/, 'Edmonton');
    await userEvent.click(check);
    const address = within(form).getByRole('textbox', { name: /Full Address/ });
    expect(address).toHaveAccessibleDescription('Full Address is Required.');
    await waitFor(() => expect(address).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(address);
  });

  it('shows the Full Address once a city is chosen, required and at most 255 characters', async () => {
    const form = await openDetails();
    await choose(form, /City/, 'Edmonton');
    const address = within(form).getByRole('textbox', { name: /Full Address/ });
    const check = within(form).getByRole('button', { name: 'Check Availability' });
    await userEvent.click(check);
    expect(within(form).getByText('Full Address is Required.')).toBeInTheDocument();
    expect(within(form).queryByText('Please select the city.')).not.toBeInTheDocument();

    await userEvent.click(address);
    await userEvent.paste('1'.repeat(256));
    await userEvent.click(check);
    expect(
      within(form).getByText('Full Address cannot exceed 255 characters.'),
    ).toBeInTheDocument();
  });

  it('says "Until time must be greater than From time." when Until is not after From', async () => {
    const form = await openDetails(afternoon);
    await choose(form, /City/, 'Edmonton');
    await pickDate(form, '2026-11-23');
    await choose(form, /^From/, '5:00PM');
    await choose(form, /^Until/, '5:00PM');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));
    expect(
      within(form).getByText('Until time must be greater than From time.'),
    ).toBeInTheDocument();

    await choose(form, /^Until/, '3:00PM');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));
    expect(
      within(form).getByText('Until time must be greater than From time.'),
    ).toBeInTheDocument();
    expect(within(form).queryByText('Please Select an Until time.')).not.toBeInTheDocument();
  });

  it('offers every hour, 12:00AM to 11:00PM, on a later day', async () => {
    const form = await openDetails(afternoon);
    await choose(form, /City/, 'Edmonton');
    await pickDate(form, '2026-11-23');
    expect(await optionsOf(form, /^From/)).toEqual(EVERY_HOUR);
    expect(await optionsOf(form, /^Until/)).toEqual(EVERY_HOUR);
  });

  it('offers only the hours after the city’s current time today, and no day before the city’s today', async () => {
    const form = await openDetails(afternoon);
    await choose(form, /City/, 'Edmonton');
    await userEvent.click(within(form).getByRole('button', { name: /Date/ }));
    expect(screen.getByRole('button', { name: '21 November 2026' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '22 November 2026' }));

    // 2:30PM in Edmonton (UTC−6 all year since 2026: decision 137): the next start is 3:00PM.
    const edmontonToday = EVERY_HOUR.slice(EVERY_HOUR.indexOf('3:00PM'));
    expect(await optionsOf(form, /^From/)).toEqual(edmontonToday);
    expect(await optionsOf(form, /^Until/)).toEqual(edmontonToday);

    // The same moment is 3:30PM in Toronto.
    await choose(form, /City/, 'Toronto');
    expect(await optionsOf(form, /^From/)).toEqual(EVERY_HOUR.slice(EVERY_HOUR.indexOf('4:00PM')));
  });

  it('drops a chosen hour that a change of day has closed', async () => {
    const form = await openDetails(afternoon);
    await choose(form, /City/, 'Edmonton');
    await pickDate(form, '2026-11-23');
    await choose(form, /^From/, '9:00AM');
    await choose(form, /^Until/, '5:00PM');
    await pickDate(form, '2026-11-22');
    expect(within(form).getByRole('combobox', { name: /^From/ })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: /^Until/ })).toHaveValue('5:00PM');
  });

  it('shows the server’s message and stays on the details stage when the booking is unknown', async () => {
    const form = await openDetails();
    await choose(form, /Type of Residence/, 'House');
    await choose(form, /Bedrooms/, '3');
    await choose(form, /Bathrooms/, '2');
    await choose(form, /Service/, 'Deep Cleaning');
    await choose(form, /City/, 'Edmonton');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Full Address/ }),
      '10150 Jasper Ave NW',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Postal Code/ }), 't5j1w4');
    await pickDate(form, edmontonDate(10));
    await choose(form, /^From/, '9:00AM');
    await choose(form, /^Until/, '5:00PM');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Booking not found.');
    expect(within(form).getByRole('combobox', { name: /Service/ })).toHaveValue('Deep Cleaning');
    expect(within(form).getByRole('button', { name: 'Check Availability' })).toBeEnabled();
    expect(sessionStorage.getItem('book_is_check_availability')).toBe('false');
  });

  it('goes Back to the contact stage with the details kept, the booking id and submit flag cleared', async () => {
    const form = await openDetails();
    await userEvent.click(within(form).getByRole('button', { name: 'Back' }));
    const contact = await screen.findByRole('form', { name: 'find a same-day cleaner now' });
    expect(within(contact).getByRole('textbox', { name: /Full Name/ })).toHaveValue(
      'Amelia de la Cruz',
    );
    expect(within(contact).getByRole('textbox', { name: /Phone/ })).toHaveValue('7805550142');
    await waitFor(() => expect(sessionStorage.getItem('book_booking_id')).toBeNull());
    expect(sessionStorage.getItem('book_is_submit')).toBe('false');
    expect(sessionStorage.getItem('book_stage')).toBe('contact');
  });
});

/** A booking the server has started for a new visitor, as Continue leaves it. */
async function startedBooking(): Promise<string> {
  const started = await postToServer('/api/cleaning/book-same-day', {
    ...sampleContact,
    vEmail: `ui.details.${Date.now()}@example.ca`,
  });
  if (started.status !== 200 || typeof started.body.id !== 'string') {
    throw new Error(`book-same-day: ${started.body.message}`);
  }
  return started.body.id;
}

/** A deep clean of a 3-bedroom house in Edmonton ten days ahead, in the window given. */
async function fillDeepClean(form: HTMLElement, window: { from: string; until: string }) {
  await choose(form, /Type of Residence/, 'House');
  await choose(form, /Bedrooms/, '3');
  await choose(form, /Bathrooms/, '2');
  await choose(form, /Service/, 'Deep Cleaning');
  await choose(form, /City/, 'Edmonton');
  await userEvent.type(
    within(form).getByRole('textbox', { name: /Full Address/ }),
    '10150 Jasper Ave NW',
  );
  await userEvent.type(within(form).getByRole('textbox', { name: /Postal Code/ }), 't5j1w4');
  await pickDate(form, edmontonDate(10));
  await choose(form, /^From/, window.from);
  await choose(form, /^Until/, window.until);
}

/** Whether `nodes` come in this order in the document. */
function inDocumentOrder(...nodes: Element[]): boolean {
  return nodes.every(
    (node, index) =>
      index === 0 ||
      (nodes[index - 1]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

/** The server's answer for that deep clean (about 5 hours) in a 9:00AM to 10:00AM window. */
const TOO_SHORT =
  'This cleaning takes about 5 hours, so please choose a window of at least 5 hours (for example 9:00AM to 2:00PM).';

describe('a refused Check Availability', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each<[string, DraftVariant]>([
    ['/book-now', 'bookNow'],
    ['/', 'home'],
  ])(
    'on %s shows the server’s message beside the button, as an alert, focused and scrolled into view',
    async (path, variant) => {
      const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
      saveDraft(variant, {
        stage: 'details',
        contact: sampleContact,
        bookingId: await startedBooking(),
        isSubmitted: true,
      });
      renderApp(path, { timings: FAST });
      const heading = await screen.findByRole(
        'heading',
        { name: "Amelia de la Cruz, you're almost there!" },
        { timeout: 15_000 },
      );
      const form = heading.closest('form')!;
      await fillDeepClean(form, { from: '9:00AM', until: '10:00AM' });
      const check = within(form).getByRole('button', { name: 'Check Availability' });
      await userEvent.click(check);

      const refusal = await within(form).findByRole('alert');
      expect(refusal.textContent).toBe(TOO_SHORT);
      await waitFor(() => expect(refusal).toHaveFocus());
      expect(scrolled.mock.contexts).toContain(refusal);
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
      const until = within(form).getByRole('combobox', { name: /^Until/ });
      expect(inDocumentOrder(until, refusal, check)).toBe(true);

      // Pressed again unchanged, the same refusal is brought back into view and focus.
      await userEvent.click(check);
      await waitFor(() => expect(within(form).getByRole('alert')).toHaveFocus());
      const again = within(form).getByRole('alert');
      expect(again.textContent).toBe(TOO_SHORT);
      expect(scrolled.mock.contexts.at(-1)).toBe(again);
    },
  );
});
