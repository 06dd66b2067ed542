/*
 * The same-day booking model's paths (shared/machine-models/same-day-booking.model.ts),
 * the ones tests/machines/same-day-booking.test.ts replays on the machine, driven through the
 * real /book-now page: each user event becomes what a visitor does (fill the form and press
 * Continue, Back, Book Now, Modify, reload with a draft), and after each step the screen must
 * show the state the path reaches, and session storage must hold that state's draft.
 *
 * The server calls are the model's fakes, put in through the wizard's stand-ins context
 * (src/features/same-day-booking/same-day-stand-ins.ts): they answer by what the screens send them, as
 * the model says, and each call is held until the path's step for its answer, so the screen
 * is read while Continue, Check Availability or Book Now shows Loading. The loaders wait on a
 * clock the test moves, so each loader is read before its delay passes.
 *
 * `draft.clear` is what the wizard does on arrival with navigation state `pagePath` of its own
 * flow (spec §4), so it is that navigation. In the app only the thank-you page navigates with
 * it, to the home page; nothing on /book-now does. Leaving the route also clears the draft,
 * but it unmounts the wizard and its machine instead of sending the event.
 *
 * A generated path that is the beginning of a longer one is driven as part of that one: the
 * same events, the same screens, the same checks.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  draftOf,
  sameDayBookingMachine,
  type SameDayContact,
  type SameDayContext,
  type SameDayDetails,
  type SameDayDraft,
  type SameDayEvent,
  type SameDaySnapshot,
} from '#machines/same-day-booking.machine.ts';
import { writeDraft } from '#src/features/same-day-booking/draft-storage.ts';
import {
  SameDayStandInsContext,
  type SameDayActors,
} from '#src/features/same-day-booking/same-day-stand-ins.ts';
import { machineEdges, pathEdges } from '#shared/machine-paths/machine-coverage.ts';
import { model, okDetails } from '#shared/machine-models/same-day-booking.model.ts';
import {
  answerOf,
  describePath,
  fakeFor,
  modelPaths,
  runningInvokes,
  type MachinePath,
  type Outcome,
} from '#shared/machine-paths/machine-paths.ts';
import { renderApp } from '../support/render-app.tsx';
import { choose, contactFields, pickDate, storedDraftKeys } from '../support/same-day-wizard-ui.ts';
import { dataOf } from '../support/ui-same-day.ts';

const LOADER_MS = 10;

/** Noon in Edmonton the day before the model's cleaning, so its date is still open. */
function dayBefore(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1, 19));
}
const timings = { sameDayLoaderMs: LOADER_MS, now: () => dayBefore(okDetails.vDate) };

const CONTACT_HEADING = 'find a same-day cleaner now';
const SUMMARY_HEADING = 'Your Cleaning Summary';
const AVAILABLE_HEADING = 'Great news, a cleaner is available!';
const LOADERS = {
  contactLoader: 'Setting up your booking…',
  availabilityLoader: 'A cleaner is available! Preparing your quote…',
  bookingLoader: 'Reserving your cleaning…',
} as const;

const user = userEvent.setup({ delay: null });

// ---- The paths --------------------------------------------------------------------------

const paths = modelPaths(model);

const eventKeys = (path: MachinePath) =>
  path.steps.slice(1).map(({ event }) => JSON.stringify(event));
const startsWith = (longer: string[], shorter: string[]) =>
  shorter.length < longer.length && shorter.every((key, index) => key === longer[index]);

/** The paths no other path begins with; together their steps are every path's steps. */
const drivenPaths = paths.filter(
  (path) => !paths.some((other) => startsWith(eventKeys(other), eventKeys(path))),
);

/** Each driven path's steps up to the last one the screens showed as the model says. */
const exercised: MachinePath[] = [];

// ---- The server, played by the model's fakes ---------------------------------------------

type CallName = keyof SameDayActors;

/** A call the wizard made that waits for its path's answer. */
type HeldCall = { src: CallName; input: unknown; settle: (outcome: Outcome) => void };

function heldCalls() {
  const held: HeldCall[] = [];
  function hold<Output, Input>(src: CallName) {
    return fromPromise<Output, Input>(
      ({ input, signal }) =>
        new Promise<Output>((resolve, reject) => {
          const call: HeldCall = {
            src,
            input,
            settle: (outcome) => {
              drop();
              if (outcome.ok) resolve(outcome.output as Output);
              else reject(outcome.error as Error);
            },
          };
          const drop = () => {
            const index = held.indexOf(call);
            if (index >= 0) held.splice(index, 1);
          };
          held.push(call);
          // The machine left the state that made the call (e.g. draft.clear while it ran).
          signal.addEventListener('abort', drop);
        }),
    );
  }
  const actors: SameDayActors = {
    startBooking: hold('startBooking'),
    checkAvailability: hold('checkAvailability'),
    bookNow: hold('bookNow'),
  };
  return { held, actors };
}

// ---- The seeded catalog: the model's ids as the names the selects offer ------------------

const catalog = { services: new Map<number, string>(), cities: new Map<number, string>() };

beforeAll(async () => {
  const [services, cities] = await Promise.all([
    dataOf<{ iServiceId: number; vServiceName: string }[]>('/api/service/get_all_data'),
    dataOf<{ iCityId: number; vCity: string }[]>('/api/city/get_all_data'),
  ]);
  for (const { iServiceId, vServiceName } of services) {
    catalog.services.set(iServiceId, vServiceName);
  }
  for (const { iCityId, vCity } of cities) catalog.cities.set(iCityId, vCity);
});

function nameOf(names: Map<number, string>, id: number): string {
  const name = names.get(id);
  if (name === undefined) throw new Error(`the seeded catalog has no id ${id}`);
  return name;
}

// ---- One page of /book-now ---------------------------------------------------------------

type Page = {
  view: ReturnType<typeof renderApp>;
  clock: SimulatedClock;
  held: HeldCall[];
};

let page: Page | null = null;

afterEach(() => {
  page?.view.unmount();
  page = null;
});

function openBookNow(): Page {
  page?.view.unmount();
  const clock = new SimulatedClock();
  const { held, actors } = heldCalls();
  const view = renderApp('/book-now', {
    timings,
    wrap: (app) => (
      <SameDayStandInsContext.Provider value={{ actors, clock }}>
        {app}
      </SameDayStandInsContext.Provider>
    ),
  });
  page = { view, clock, held };
  return page;
}

function currentPage(): Page {
  if (!page) throw new Error('no page is open');
  return page;
}

// ---- User events as what a visitor does ---------------------------------------------------

const USER_EVENTS = new Set<string>([
  'contact.submit',
  'details.submit',
  'details.back',
  'summary.bookNow',
  'summary.modify',
  'draft.restore',
  'draft.clear',
]);

function asUserEvent(event: EventObject): SameDayEvent | null {
  return USER_EVENTS.has(event.type) ? (event as SameDayEvent) : null;
}

/** Replaces a field's text by pasting (the keystroke rules have tests of their own). */
async function enter(field: HTMLElement, text: string) {
  if ((field as HTMLInputElement).value === text) return;
  await user.clear(field);
  if (text) await user.paste(text);
}

async function submitContact(contact: SameDayContact) {
  const fields = contactFields(await screen.findByRole('form', { name: CONTACT_HEADING }));
  await enter(fields.name, contact.vFullName);
  await enter(fields.email, contact.vEmail);
  await enter(fields.phone, contact.vMobile);
  await user.click(fields.submit);
}

async function detailsForm(): Promise<HTMLElement> {
  const heading = await screen.findByRole(
    'heading',
    { name: /, you're almost there!$/ },
    { timeout: 15_000 },
  );
  const form = heading.closest('form');
  if (!form) throw new Error('the details heading is outside its form');
  return form;
}

/** Picks an option unless the select already shows it, as a visitor would. */
async function chooseOnce(form: HTMLElement, label: RegExp, option: string) {
  if (within(form).getByRole('combobox', { name: label }).getAttribute('value') === option) return;
  await choose(form, label, option);
}

/** Ticks exactly the wanted extras in the multi-select. */
async function chooseExtras(form: HTMLElement, wanted: readonly string[]) {
  await user.click(within(form).getByRole('combobox', { name: /Extras/ }));
  const listbox = await screen.findByRole('listbox');
  for (const option of within(listbox).getAllByRole('option')) {
    const ticked = option.getAttribute('aria-selected') === 'true';
    if (ticked !== wanted.includes(option.textContent ?? '')) await user.click(option);
  }
  await user.keyboard('{Escape}');
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function submitDetails(details: SameDayDetails) {
  const form = await detailsForm();
  await chooseOnce(form, /Type of Residence/, details.vResidence);
  await chooseOnce(form, /Bedrooms/, details.vBedrooms);
  await chooseOnce(form, /Bathrooms/, details.vBathrooms);
  await chooseOnce(form, /Service/, nameOf(catalog.services, details.iServiceId));
  await chooseExtras(form, details.vExtras);
  await chooseOnce(form, /City/, nameOf(catalog.cities, details.iCityId));
  await enter(within(form).getByRole('textbox', { name: /Apt\/Unit/ }), details.vUnit);
  await enter(within(form).getByRole('textbox', { name: /Full Address/ }), details.vAddress);
  await enter(within(form).getByRole('textbox', { name: /Postal Code/ }), details.vPostalCode);
  const date = within(form).getByRole('button', { name: /Date/ });
  if (!date.textContent?.includes(longDate(details.vDate))) await pickDate(form, details.vDate);
  await chooseOnce(form, /^From/, details.vFrom);
  await chooseOnce(form, /^Until/, details.vUntill);
  await user.click(within(form).getByRole('button', { name: 'Check Availability' }));
}

async function summaryButton(name: 'Book Now' | 'Modify') {
  const summary = await screen.findByRole('region', { name: SUMMARY_HEADING });
  await user.click(within(summary).getByRole('button', { name }));
}

/** A page opened with the draft in session storage, as after a reload. */
function reopenWithDraft(draft: SameDayDraft) {
  page?.view.unmount();
  sessionStorage.clear();
  writeDraft('bookNow', draft);
  openBookNow();
}

async function doAsVisitor(event: SameDayEvent) {
  switch (event.type) {
    case 'contact.submit':
      return submitContact(event.contact);
    case 'details.submit':
      return submitDetails(event.details);
    case 'details.back':
      return user.click(within(await detailsForm()).getByRole('button', { name: 'Back' }));
    case 'summary.bookNow':
      return summaryButton('Book Now');
    case 'summary.modify':
      return summaryButton('Modify');
    case 'draft.restore':
      return reopenWithDraft(event.draft);
    case 'draft.clear': {
      const { router } = currentPage().view;
      await act(() => router.navigate('/book-now', { state: { pagePath: '/book-now' } }));
      return;
    }
  }
}

// ---- Answers and delays --------------------------------------------------------------------

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Drops the names the details form adds for the summary; the model's details have none. */
function withoutNames(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key: string, item: unknown) =>
    key === 'vCity' || key === 'vServiceName' ? undefined : item,
  ) as unknown;
}

/** The held call answers as the model's fake does for what the screens sent it. */
async function answerHeldCall(before: AnyMachineSnapshot, event: EventObject) {
  const [, kind, id] = actorEvent.exec(event.type) ?? [];
  const invoke = runningInvokes(before).find((running) => running.id === id);
  if (!invoke) throw new Error(`${event.type}: the model has no running ${id}`);
  const { held } = currentPage();
  const calls = held.filter((call) => call.src === invoke.src);
  expect(calls, `the calls of ${invoke.src} the wizard made`).toHaveLength(1);
  const [call] = calls as [HeldCall];
  expect(withoutNames(call.input), `what the screens sent ${invoke.src}`).toEqual(
    withoutNames(invoke.input),
  );
  const fake = fakeFor(model, invoke.src);
  if (!fake) throw new Error(`the model has no fake for ${invoke.src}`);
  const outcome = answerOf(fake, call.input);
  expect(outcome.ok ? 'done' : 'error', `the fake's answer to ${invoke.src}`).toBe(kind);
  await act(async () => {
    call.settle(outcome);
    await Promise.resolve();
  });
}

async function takeStep(before: AnyMachineSnapshot, event: EventObject) {
  const visitorEvent = asUserEvent(event);
  if (visitorEvent) await doAsVisitor(visitorEvent);
  else if (actorEvent.test(event.type)) await answerHeldCall(before, event);
  else if (event.type.startsWith('xstate.after.')) {
    const { clock } = currentPage();
    act(() => clock.increment(LOADER_MS));
  } else throw new Error(`no way to take ${event.type} on the screens`);
}

// ---- What the visitor sees in each state ---------------------------------------------------

const moneyOf = (amount: number) => `$${amount.toFixed(2)}`;

function expectAlert(container: HTMLElement, message: string | null) {
  if (message === null) expect(within(container).queryByRole('alert')).toBeNull();
  else expect(within(container).getByRole('alert')).toHaveTextContent(message);
}

function expectLoading(button: HTMLElement, loading: boolean) {
  if (loading) expect(button).toHaveAttribute('data-loading');
  else expect(button).not.toHaveAttribute('data-loading');
}

async function expectContactStage(context: SameDayContext, submitting: boolean) {
  const form = await screen.findByRole('form', { name: CONTACT_HEADING });
  const fields = contactFields(form);
  expect({
    vFullName: (fields.name as HTMLInputElement).value,
    vEmail: (fields.email as HTMLInputElement).value,
    vMobile: (fields.phone as HTMLInputElement).value,
  }).toEqual(context.contact ?? { vFullName: '', vEmail: '', vMobile: '' });
  await waitFor(() => expectLoading(fields.submit, submitting));
  expectAlert(form, context.error);
}

async function expectDetailsStage(context: SameDayContext, submitting: boolean) {
  const heading = await screen.findByRole(
    'heading',
    { name: `${context.contact?.vFullName ?? ''}, you're almost there!` },
    { timeout: 15_000 },
  );
  const form = heading.closest('form') as HTMLElement;
  const { details } = context;
  const shown = (label: RegExp) => within(form).getByRole('combobox', { name: label });
  expect(shown(/Type of Residence/)).toHaveValue(details?.vResidence ?? '');
  expect(shown(/Bedrooms/)).toHaveValue(details?.vBedrooms ?? '');
  expect(shown(/Bathrooms/)).toHaveValue(details?.vBathrooms ?? '');
  expect(shown(/Service/)).toHaveValue(details ? nameOf(catalog.services, details.iServiceId) : '');
  expect(shown(/City/)).toHaveValue(details ? nameOf(catalog.cities, details.iCityId) : '');
  expect(shown(/^From/)).toHaveValue(details?.vFrom ?? '');
  expect(shown(/^Until/)).toHaveValue(details?.vUntill ?? '');
  if (details) {
    expect(within(form).getByRole('textbox', { name: /Full Address/ })).toHaveValue(
      details.vAddress,
    );
    expect(within(form).getByRole('textbox', { name: /Postal Code/ })).toHaveValue(
      details.vPostalCode,
    );
    expect(within(form).getByRole('button', { name: /Date/ })).toHaveTextContent(
      longDate(details.vDate),
    );
  }
  const check = within(form).getByRole('button', { name: 'Check Availability' });
  await waitFor(() => expectLoading(check, submitting));
  expect(within(form).getByRole('button', { name: 'Back' })).toHaveProperty('disabled', submitting);
  expectAlert(form, context.error);
}

async function expectSummaryStage(context: SameDayContext, booking: boolean) {
  const summary = await screen.findByRole('region', { name: SUMMARY_HEADING });
  const quote = context.quote;
  if (!quote) throw new Error('the model reached the summary without a quote');
  expect(within(summary).getByRole('row', { name: /^Cleaning Window/ })).toHaveTextContent(
    quote.scheduled_time,
  );
  expect(within(summary).getByRole('row', { name: /^Final Price/ })).toHaveTextContent(
    moneyOf(quote.final_price),
  );
  const available = within(summary).queryByRole('heading', { name: AVAILABLE_HEADING });
  expect(available !== null, 'the success heading shows').toBe(context.isAvailabilityChecked);
  await waitFor(() =>
    expectLoading(within(summary).getByRole('button', { name: 'Book Now' }), booking),
  );
  expect(within(summary).getByRole('button', { name: 'Modify' })).toHaveProperty(
    'disabled',
    booking,
  );
  const alerts = within(summary)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter((text) => !text.startsWith(AVAILABLE_HEADING));
  expect(alerts).toEqual(context.error ? [context.error] : []);
}

async function expectLoader(text: string) {
  expect(await screen.findByRole('status')).toHaveTextContent(text);
  expect(screen.queryByRole('form', { name: CONTACT_HEADING })).toBeNull();
  expect(screen.queryByRole('heading', { name: /, you're almost there!$/ })).toBeNull();
  expect(screen.queryByRole('region', { name: SUMMARY_HEADING })).toBeNull();
  expect(screen.queryByRole('form', { name: 'Payment Details' })).toBeNull();
}

async function expectScreenOf(state: AnyMachineSnapshot) {
  const context = state.context as SameDayContext;
  const value = String(state.value);
  switch (value) {
    case 'contact':
    case 'starting':
      return expectContactStage(context, value === 'starting');
    case 'details':
    case 'checkingAvailability':
      return expectDetailsStage(context, value === 'checkingAvailability');
    case 'summary':
    case 'booking':
      return expectSummaryStage(context, value === 'booking');
    case 'contactLoader':
    case 'availabilityLoader':
    case 'bookingLoader':
      return expectLoader(LOADERS[value]);
    case 'payment':
      expect(
        await screen.findByRole('form', { name: 'Payment Details' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      return;
    default:
      throw new Error(`no screen known for the state ${value}`);
  }
}

/** The keys the wizard writes for a snapshot, without the names only the screens add. */
function draftKeysOf(state: AnyMachineSnapshot): Record<string, string> {
  const stored = new Map<string, string>();
  writeDraft('bookNow', draftOf(state as SameDaySnapshot), {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => stored.set(key, value),
    removeItem: (key) => stored.delete(key),
  });
  return Object.fromEntries(stored);
}

function storedWithoutNames(): Record<string, string> {
  const { book_city: city, book_service_name: service, ...rest } = storedDraftKeys('bookNow');
  if (city !== undefined) expect(city).toBe(nameOf(catalog.cities, Number(rest.book_city_id)));
  if (service !== undefined) {
    expect(service).toBe(nameOf(catalog.services, Number(rest.book_service_id)));
  }
  return rest;
}

// ---- The run --------------------------------------------------------------------------------

describe('the same-day booking model, driven through /book-now', () => {
  for (const path of drivenPaths) {
    it(
      describePath(model, path),
      async () => {
        const [initial, ...steps] = path.steps;
        if (!initial) throw new Error('a path without its initial state');
        const passed = [initial];
        try {
          openBookNow();
          await expectScreenOf(initial.state);
          let before = initial.state;
          for (const step of steps) {
            await takeStep(before, step.event);
            await expectScreenOf(step.state);
            await waitFor(() => expect(storedWithoutNames()).toEqual(draftKeysOf(step.state)));
            passed.push(step);
            before = step.state;
          }
        } finally {
          exercised.push({ ...path, steps: passed });
        }
      },
      60_000,
    );
  }

  it('takes every transition of the machine through the screens', () => {
    expect(drivenPaths.length).toBeGreaterThan(0);
    const declared = machineEdges(sameDayBookingMachine);
    const taken = pathEdges(exercised);
    const untaken = [...declared].filter((edge) => !taken.has(edge));
    expect(untaken, 'transitions no step on the screens took').toEqual([]);
    expect(taken).toEqual(declared);
  });
});
