import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { edmontonDate, quoteEdmontonCondo } from '../support/ui-same-day.ts';
import {
  FAST,
  choose,
  contactFields,
  pickDate,
  sampleContact,
  saveDraft,
  storedDraftKeys,
} from '../support/same-day-wizard-ui.ts';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function rowOf(summary: HTMLElement, label: string) {
  return within(summary).getByRole('row', { name: new RegExp(`^${label}`) });
}

/** What the browser does on a reload: `pagehide`, then a new page whose navigation is a reload. */
function reloadThePage(view: { unmount: () => void }) {
  window.dispatchEvent(new Event('pagehide'));
  view.unmount();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: 'reload' } as PerformanceNavigationTiming,
  ]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const details = {
  vResidence: 'Apartment or Condo',
  iServiceId: 4,
  iCityId: 3,
  vBedrooms: '1',
  vBathrooms: '1',
  vExtras: [],
  vUnit: '1204',
  vAddress: '10180 103 St NW, Edmonton, AB T5J 0L6',
  vPostalCode: 'T5J 0L6',
  vDate: '2026-12-01',
  vFrom: '9:00AM',
  vUntill: '5:00PM',
  vCity: 'Edmonton',
  vServiceName: 'Routine Clean',
};

describe('the quote summary', () => {
  it('takes a visitor from contact to the quote, survives a reload, and Modify brings the saved values back', async () => {
    const day = edmontonDate(12);
    let view = renderApp('/book-now', { timings: FAST });
    const contact = contactFields(
      await screen.findByRole('form', { name: 'find a same-day cleaner now' }),
    );
    await userEvent.type(contact.name, 'Amelia de la Cruz');
    await userEvent.type(contact.email, `summary.${Date.now()}@example.ca`);
    await userEvent.type(contact.phone, '7805550142');
    await userEvent.click(contact.submit);

    const heading = await screen.findByRole(
      'heading',
      { name: "Amelia de la Cruz, you're almost there!" },
      { timeout: 15_000 },
    );
    const form = heading.closest('form')!;
    await choose(form, /Type of Residence/, 'House');
    await choose(form, /Bedrooms/, '3');
    await choose(form, /Bathrooms/, '2');
    await choose(form, /Service/, 'Deep Cleaning');
    await userEvent.click(within(form).getByRole('combobox', { name: /Extras/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inside Oven' }));
    await userEvent.keyboard('{Escape}');
    await choose(form, /City/, 'Edmonton');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Full Address/ }),
      '10150 Jasper Ave NW',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Postal Code/ }), 't5j1w4');
    await pickDate(form, day);
    await choose(form, /^From/, '9:00AM');
    await choose(form, /^Until/, '5:00PM');
    await userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));

    // docs/pricing.md: 90 + 3 × 40 + 2 × 35 + 45 = 325 minutes → 5.5 hours at $50, GST 5%.
    let summary = await screen.findByRole('region', { name: 'Your Cleaning Summary' });
    const checkQuote = () => {
      expect(rowOf(summary, 'Cleaning Window')).toHaveTextContent('9:00AM - 2:30PM');
      expect(longDate(day)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(rowOf(summary, 'Date & Address')).toHaveTextContent(
        `${longDate(day)}10150 Jasper Ave NW, Edmonton T5J 1W4`,
      );
      expect(rowOf(summary, 'Service')).toHaveTextContent('Deep Cleaning');
      expect(rowOf(summary, 'Add-ons')).toHaveTextContent('Inside Oven');
      expect(rowOf(summary, 'Estimated Hours')).toHaveTextContent('5.5 hours');
      expect(rowOf(summary, 'Price per Hour')).toHaveTextContent('$50.00');
      expect(rowOf(summary, 'Total Price')).toHaveTextContent('$275.00');
      expect(rowOf(summary, 'GST')).toHaveTextContent('$13.75');
      expect(rowOf(summary, 'Final Price')).toHaveTextContent('$288.75');
      expect(
        within(summary).getByRole('heading', { name: 'Great news, a cleaner is available!' }),
      ).toBeInTheDocument();
      expect(
        within(summary).getByText(
          `A cleaner can come on ${longDate(day)} from 9:00AM to 2:30PM. Review your quote and select Book Now to reserve it.`,
        ),
      ).toBeInTheDocument();
    };
    checkQuote();
    expect(sessionStorage.getItem('book_final_price')).toBe('288.75');
    expect(sessionStorage.getItem('book_tax_name')).toBe('GST');

    reloadThePage(view);
    expect(storedDraftKeys('bookNow')).toEqual({});
    view = renderApp('/book-now', { timings: FAST });
    summary = await screen.findByRole('region', { name: 'Your Cleaning Summary' });
    checkQuote();
    expect(sessionStorage.getItem('book_same_day_reload')).toBeNull();
    expect(sessionStorage.getItem('book_stage')).toBe('summary');

    await userEvent.click(within(summary).getByRole('button', { name: 'Modify' }));
    const again = (
      await screen.findByRole('heading', { name: "Amelia de la Cruz, you're almost there!" })
    ).closest('form')!;
    expect(within(again).getByRole('combobox', { name: /Service/ })).toHaveValue('Deep Cleaning');
    expect(within(again).getByRole('combobox', { name: /Bathrooms/ })).toHaveValue('2');
    expect(within(again).getByRole('combobox', { name: /City/ })).toHaveValue('Edmonton');
    expect(within(again).getByRole('textbox', { name: /Full Address/ })).toHaveValue(
      '10150 Jasper Ave NW',
    );
    expect(within(again).getByRole('textbox', { name: /Postal Code/ })).toHaveValue('T5J 1W4');
    expect(within(again).getByRole('button', { name: /Date/ })).toHaveTextContent(longDate(day));
    expect(within(again).getByRole('combobox', { name: /^Until/ })).toHaveValue('5:00PM');
    await waitFor(() => expect(sessionStorage.getItem('book_is_check_availability')).toBe('false'));

    // One bathroom fewer: 290 minutes → 5 hours.
    await choose(again, /Bathrooms/, '1');
    await userEvent.click(within(again).getByRole('button', { name: 'Check Availability' }));
    summary = await screen.findByRole('region', { name: 'Your Cleaning Summary' });
    expect(rowOf(summary, 'Total Price')).toHaveTextContent('$250.00');
    expect(rowOf(summary, 'GST')).toHaveTextContent('$12.50');
    expect(rowOf(summary, 'Final Price')).toHaveTextContent('$262.50');
    view.unmount();
  }, 120_000);

  it('moves on to the payment stage after Book Now and its loader', async () => {
    const quoted = await quoteEdmontonCondo({
      date: edmontonDate(13),
      from: '9:00AM',
      until: '5:00PM',
    });
    saveDraft('bookNow', {
      stage: 'summary',
      contact: quoted.contact,
      bookingId: quoted.bookingId,
      details: { ...details, iCityId: quoted.cityId, vDate: edmontonDate(13) },
      quote: quoted.quote,
      isSubmitted: true,
      isAvailabilityChecked: true,
    });
    renderApp('/book-now', { timings: { ...FAST, sameDayLoaderMs: 400 } });
    const summary = await screen.findByRole('region', { name: 'Your Cleaning Summary' });
    expect(rowOf(summary, 'Final Price')).toHaveTextContent('$88.20');
    await userEvent.click(within(summary).getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Reserving your cleaning…');
    expect(
      await screen.findByRole('form', { name: 'Payment Details' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('book_stage')).toBe('payment');
    expect(sessionStorage.getItem('book_is_book_now')).toBe('true');
  });
});

/** Whether `nodes` come in this order in the document. */
function inDocumentOrder(...nodes: Element[]): boolean {
  return nodes.every(
    (node, index) =>
      index === 0 ||
      (nodes[index - 1]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

describe('a refused Book Now', () => {
  it('shows the server’s message beside Book Now, below the price table, as an alert, focused and scrolled into view, each time', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    // A booking code the server has never given: book_now_email answers 404.
    saveDraft('bookNow', {
      stage: 'summary',
      contact: sampleContact,
      bookingId: 'bkg_ui-summary-unknown',
      details,
      quote: {
        scheduled_time: '9:00AM - 11:00AM',
        tax: 4.2,
        tax_name: 'GST',
        total_price: 84,
        estimated_time: 2,
        price_per_hour: 42,
        final_price: 88.2,
      },
      isSubmitted: true,
      isAvailabilityChecked: true,
    });
    renderApp('/book-now', { timings: FAST });
    const summary = await screen.findByRole(
      'region',
      { name: 'Your Cleaning Summary' },
      { timeout: 15_000 },
    );
    const bookNow = within(summary).getByRole('button', { name: 'Book Now' });
    await userEvent.click(bookNow);

    const message = await within(summary).findByText('Booking not found.');
    const refusal = message.closest<HTMLElement>('[role="alert"]')!;
    expect(refusal.textContent).toBe('Booking not found.');
    expect(refusal).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(refusal);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
    expect(inDocumentOrder(rowOf(summary, 'Final Price'), refusal, bookNow)).toBe(true);

    // Pressed again, the same refusal is brought back into view and focus.
    const scrollsBefore = scrolled.mock.calls.length;
    await userEvent.click(within(summary).getByRole('button', { name: 'Book Now' }));
    const again = (await within(summary).findByText('Booking not found.')).closest(
      '[role="alert"]',
    );
    await waitFor(() => expect(again).toHaveFocus());
    expect(scrolled.mock.calls.length).toBeGreaterThan(scrollsBefore);
    expect(scrolled.mock.contexts.at(-1)).toBe(again);
  });
});

describe('the booking draft in session storage', () => {
  const atDetails = {
    stage: 'details' as const,
    contact: sampleContact,
    bookingId: 'bkg_ui-draft',
    isSubmitted: true,
  };

  it('is cleared when the visitor leaves the route', async () => {
    saveDraft('bookNow', atDetails);
    const { router } = renderApp('/book-now', { timings: FAST });
    await screen.findByRole(
      'heading',
      { name: "Amelia de la Cruz, you're almost there!" },
      {
        timeout: 15_000,
      },
    );
    expect(storedDraftKeys('bookNow')).toMatchObject({
      book_stage: 'details',
      book_booking_id: 'bkg_ui-draft',
      book_full_name: 'Amelia de la Cruz',
    });
    await router.navigate('/blog');
    await waitFor(() => expect(storedDraftKeys('bookNow')).toEqual({}));
  });

  it('is cleared when the page unloads, so a later visit (not a reload) starts over', async () => {
    saveDraft('bookNow', atDetails);
    const view = renderApp('/book-now', { timings: FAST });
    await screen.findByRole('heading', { name: "Amelia de la Cruz, you're almost there!" });
    window.dispatchEvent(new Event('pagehide'));
    expect(storedDraftKeys('bookNow')).toEqual({});
    view.unmount();

    renderApp('/book-now', { timings: FAST });
    const form = await screen.findByRole('form', { name: 'find a same-day cleaner now' });
    expect(contactFields(form).name).toHaveValue('');
    expect(sessionStorage.getItem('book_same_day_reload')).toBeNull();
  });

  it('is cleared on arrival with navigation state pagePath of its own flow only', async () => {
    saveDraft('bookNow', atDetails);
    saveDraft('home', atDetails);
    const { router } = renderApp('/blog', { timings: FAST });
    await screen.findByRole('heading', { level: 1 });

    await router.navigate('/book-now', { state: { pagePath: '/book-now' } });
    const form = await screen.findByRole('form', { name: 'find a same-day cleaner now' });
    expect(contactFields(form).name).toHaveValue('');
    expect(storedDraftKeys('bookNow')).toEqual({});
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(storedDraftKeys('home')).toMatchObject({ stage: 'details' });

    await router.navigate('/', { state: { pagePath: '/book-now' } });
    expect(
      await screen.findByRole(
        'heading',
        { name: "Amelia de la Cruz, you're almost there!" },
        {
          timeout: 30_000,
        },
      ),
    ).toBeInTheDocument();
  }, 60_000);

  it('clears the home draft when the home page is reached again with pagePath /', async () => {
    saveDraft('home', atDetails);
    const { router } = renderApp('/', { timings: FAST });
    await screen.findByRole(
      'heading',
      { name: "Amelia de la Cruz, you're almost there!" },
      {
        timeout: 30_000,
      },
    );
    await router.navigate('/', { state: { pagePath: '/' } });
    const block = screen.getByRole('region', { name: 'find a same-day cleaner now' });
    const form = await within(block).findByRole(
      'form',
      { name: 'find a same-day cleaner now' },
      { timeout: 15_000 },
    );
    expect(contactFields(form).name).toHaveValue('');
    await waitFor(() => expect(storedDraftKeys('home')).toEqual({}));
    expect(router.state.location.state).toBeNull();
  }, 60_000);

  it('keeps the home block and /book-now apart, under their own keys', async () => {
    saveDraft('home', atDetails);
    const { router } = renderApp('/book-now', { timings: FAST });
    const form = await screen.findByRole('form', { name: 'find a same-day cleaner now' });
    expect(contactFields(form).name).toHaveValue('');
    expect(storedDraftKeys('bookNow')).toEqual({});

    await userEvent.type(contactFields(form).name, 'Zoë Martin');
    await router.navigate('/');
    const block = await screen.findByRole('region', { name: 'find a same-day cleaner now' });
    expect(
      await within(block).findByRole(
        'heading',
        { name: "Amelia de la Cruz, you're almost there!" },
        {
          timeout: 30_000,
        },
      ),
    ).toBeInTheDocument();
    expect(storedDraftKeys('home')).toMatchObject({
      stage: 'details',
      booking_id: 'bkg_ui-draft',
      full_name: 'Amelia de la Cruz',
      is_submit: 'true',
    });
    expect(Object.keys(storedDraftKeys('home')).some((key) => key.startsWith('book_'))).toBe(false);
  }, 60_000);
});
