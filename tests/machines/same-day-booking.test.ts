import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import {
  draftOf,
  SAME_DAY_DRAFT_KEYS,
  sameDayBookingMachine,
  type BookNowInput,
  type CheckAvailabilityInput,
  type SameDayContact,
  type SameDayContext,
  type SameDayDetails,
  type SameDayDraft,
  type SameDayQuote,
  type SameDaySnapshot,
  type StartBookingInput,
} from '#machines/same-day-booking.machine.ts';
import { everyTransition, expectAllEdgesCovered } from '#tests/support/machine-coverage.ts';

// ---- Fakes: each call's outcome is decided by its input, so the model can predict it. ----

const okContact: SameDayContact = {
  vFullName: 'Amelia Tremblay',
  vEmail: 'amelia.tremblay@example.ca',
  vMobile: '7805550142',
};
/** book-same-day refuses this e-mail with a 400. */
const failContact: SameDayContact = { ...okContact, vEmail: 'fail@example.ca' };
/** Starts fine, but book_now_email then answers 404 for its booking. */
const bookFailContact: SameDayContact = { ...okContact, vEmail: 'book-fail@example.ca' };

const okDetails: SameDayDetails = {
  vResidence: 'House',
  iServiceId: 2,
  iCityId: 3,
  vBedrooms: '3',
  vBathrooms: '2',
  vExtras: ['Inside Oven'],
  vUnit: '',
  vAddress: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
  vDate: '2026-11-23',
  vFrom: '9:00AM',
  vUntill: '5:00PM',
};
/** schedule-cleaning answers 400 for this address. */
const failDetails: SameDayDetails = { ...okDetails, vAddress: 'Nowhere' };

const quote: SameDayQuote = {
  scheduled_time: '9:00AM - 1:30PM',
  tax: 14.38,
  tax_name: 'GST',
  total_price: 287.5,
  estimated_time: 4.5,
  price_per_hour: 63.89,
  final_price: 301.88,
};

const START_ERROR = 'Invalid Email Format.';
const SCHEDULE_ERROR = 'No cleaner is available at that time.';
const BOOK_ERROR = 'Booking not found.';

type Outcome<T> = { ok: true; output: T } | { ok: false; error: { message: string } };

function startOutcome(contact: StartBookingInput): Outcome<{ id: string }> {
  if (contact.vEmail === failContact.vEmail) return { ok: false, error: { message: START_ERROR } };
  const id = contact.vEmail === bookFailContact.vEmail ? 'bkg_book_fail' : 'bkg_ok';
  return { ok: true, output: { id } };
}
function scheduleOutcome({ details }: CheckAvailabilityInput): Outcome<SameDayQuote> {
  if (details.vAddress === failDetails.vAddress) {
    return { ok: false, error: { message: SCHEDULE_ERROR } };
  }
  return { ok: true, output: quote };
}
function bookOutcome({ bookingId }: BookNowInput): Outcome<{ code: number }> {
  if (bookingId === 'bkg_book_fail') return { ok: false, error: { message: BOOK_ERROR } };
  return { ok: true, output: { code: 200 } };
}

function settle<T>(outcome: Outcome<T>): Promise<T> {
  return outcome.ok ? Promise.resolve(outcome.output) : Promise.reject(outcome.error);
}

const calls = { startBooking: 0, checkAvailability: 0, bookNow: 0 };
const fakeActors = {
  startBooking: fromPromise<{ id: string }, StartBookingInput>(async ({ input }) => {
    calls.startBooking += 1;
    return settle(startOutcome(input));
  }),
  checkAvailability: fromPromise<SameDayQuote, CheckAvailabilityInput>(async ({ input }) => {
    calls.checkAvailability += 1;
    return settle(scheduleOutcome(input));
  }),
  bookNow: fromPromise<unknown, BookNowInput>(async ({ input }) => {
    calls.bookNow += 1;
    return settle(bookOutcome(input));
  }),
};

const LOADER_MS = 1;
const testMachine = sameDayBookingMachine.provide({
  actors: fakeActors,
  delays: { loaderDelay: LOADER_MS },
});
const defaultDelayMachine = sameDayBookingMachine.provide({ actors: fakeActors });

// ---- The model: user events with explicit payloads, plus the actor and timer events. ----

const after = (state: string) => `xstate.after.loaderDelay.sameDayBooking.${state}`;

function draftAt(stage: SameDayDraft['stage']): SameDayDraft {
  return {
    stage,
    contact: okContact,
    details: stage === 'contact' ? null : okDetails,
    bookingId: stage === 'contact' ? null : 'bkg_ok',
    quote: stage === 'summary' || stage === 'payment' ? quote : null,
    isSubmitted: stage !== 'contact',
    isAvailabilityChecked: stage === 'summary' || stage === 'payment',
    isBookNowClicked: stage === 'payment',
  };
}

type ModelEvent = EventObject & Record<string, unknown>;

function actorEvent<T>(id: string, outcome: Outcome<T>): ModelEvent {
  return outcome.ok
    ? { type: `xstate.done.actor.${id}`, output: outcome.output }
    : { type: `xstate.error.actor.${id}`, error: outcome.error };
}

function modelEvents(snapshot: SameDaySnapshot): ModelEvent[] {
  const { context } = snapshot;
  const bookingId = context.bookingId ?? '';
  const events: ModelEvent[] = [
    { type: 'contact.submit', contact: okContact },
    { type: 'contact.submit', contact: failContact },
    { type: 'contact.submit', contact: bookFailContact },
    { type: 'details.submit', details: okDetails },
    { type: 'details.submit', details: failDetails },
    { type: 'details.back' },
    { type: 'summary.bookNow' },
    { type: 'summary.modify' },
    { type: 'draft.clear' },
    ...(['contact', 'details', 'summary', 'payment'] as const).map((stage) => ({
      type: 'draft.restore',
      draft: draftAt(stage),
    })),
    { type: after('contactLoader') },
    { type: after('availabilityLoader') },
    { type: after('bookingLoader') },
  ];
  if (snapshot.matches('starting') && context.contact) {
    events.push(actorEvent('startBooking', startOutcome(context.contact)));
  }
  if (snapshot.matches('checkingAvailability') && context.details) {
    events.push(
      actorEvent('checkAvailability', scheduleOutcome({ bookingId, details: context.details })),
    );
  }
  if (snapshot.matches('booking')) {
    const totalPrice = context.quote?.total_price ?? 0;
    events.push(actorEvent('bookNow', bookOutcome({ bookingId, totalPrice })));
  }
  return events;
}

// createTestModel() refuses machines with `invoke` or `after` ("Invocations on test machines
// are not supported"), so the TestModel it would build is built here the same way, with the
// actor and delay events given explicitly instead of executed.
const model = new TestModel(testMachine as AnyStateMachine, {
  serializeState: (state, event, previous) =>
    `${serializeSnapshot(state)}${everyTransition.serializeTransition(state, event, previous)}`,
  events: (snapshot) => modelEvents(snapshot as SameDaySnapshot),
  // A finished machine (payment) takes no more events, though a pure transition would.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' && everyTransition.filterEvents(snapshot, event),
});
const paths = model.getShortestPaths();

async function flushPromises() {
  for (let index = 0; index < 20; index += 1) await Promise.resolve();
}

function start(machine = testMachine) {
  return createActor(machine).start();
}

function isDone(type: string) {
  return type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('same-day booking machine', () => {
  describe('generated paths', () => {
    it('generates paths through every stage', () => {
      const visited = new Set(paths.flatMap((path) => path.steps.map((s) => s.state.value)));
      expect(visited).toEqual(
        new Set([
          'contact',
          'starting',
          'contactLoader',
          'details',
          'checkingAvailability',
          'availabilityLoader',
          'summary',
          'booking',
          'bookingLoader',
          'payment',
        ]),
      );
    });

    it.each(paths.map((path) => ({ name: path.description, path })))(
      'a real actor with fake calls follows the path: $name',
      async ({ path }) => {
        const actor = start();
        expect(actor.getSnapshot().value).toEqual(path.steps[0]?.state.value);
        for (const { event, state } of path.steps.slice(1)) {
          if (isDone(event.type)) {
            await flushPromises();
          } else if (event.type.startsWith('xstate.after.')) {
            await vi.advanceTimersByTimeAsync(LOADER_MS);
          } else {
            actor.send(event as Parameters<typeof actor.send>[0]);
          }
          const snapshot = actor.getSnapshot();
          expect(snapshot.value, `state after ${event.type}`).toEqual(state.value);
          expect(snapshot.context, `context after ${event.type}`).toEqual(state.context);
        }
        expect(actor.getSnapshot().status).toBe(path.state.matches('payment') ? 'done' : 'active');
        actor.stop();
      },
    );

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(sameDayBookingMachine, paths);
    });
  });

  async function toDetails(actor: ReturnType<typeof start>, contact = okContact) {
    actor.send({ type: 'contact.submit', contact });
    await flushPromises();
    await vi.advanceTimersByTimeAsync(LOADER_MS);
  }
  async function toSummary(actor: ReturnType<typeof start>) {
    await toDetails(actor);
    actor.send({ type: 'details.submit', details: okDetails });
    await flushPromises();
    await vi.advanceTimersByTimeAsync(LOADER_MS);
  }

  it('Back returns to contact and clears the submit flag and the booking id', async () => {
    const actor = start();
    await toDetails(actor);
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context).toMatchObject({ bookingId: 'bkg_ok', isSubmitted: true });
    actor.send({ type: 'details.back' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context).toMatchObject({
      bookingId: null,
      isSubmitted: false,
      contact: okContact,
    });
  });

  it('Modify returns to details with the saved values and clears the availability flag', async () => {
    const actor = start();
    await toSummary(actor);
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().context.isAvailabilityChecked).toBe(true);
    actor.send({ type: 'summary.modify' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.details).toEqual(okDetails);
    expect(actor.getSnapshot().context.isAvailabilityChecked).toBe(false);
  });

  it('keeps the server message after a 400 and clears it when the step is retried', async () => {
    const actor = start();
    actor.send({ type: 'contact.submit', contact: failContact });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context).toMatchObject({ error: START_ERROR, isSubmitted: false });
    actor.send({ type: 'contact.submit', contact: okContact });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().context.error).toBeNull();

    await flushPromises();
    await vi.advanceTimersByTimeAsync(LOADER_MS);
    actor.send({ type: 'details.submit', details: failDetails });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context).toMatchObject({
      error: SCHEDULE_ERROR,
      isAvailabilityChecked: false,
    });
    actor.send({ type: 'details.submit', details: okDetails });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps book_now_email’s message on the summary', async () => {
    const actor = start();
    await toDetails(actor, bookFailContact);
    actor.send({ type: 'details.submit', details: okDetails });
    await flushPromises();
    await vi.advanceTimersByTimeAsync(LOADER_MS);
    actor.send({ type: 'summary.bookNow' });
    expect(actor.getSnapshot().context.isBookNowClicked).toBe(true);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().context).toMatchObject({
      error: BOOK_ERROR,
      isBookNowClicked: false,
    });
  });

  it('holds each loader for 2 seconds by default', async () => {
    const actor = start(defaultDelayMachine);
    actor.send({ type: 'contact.submit', contact: okContact });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('contactLoader');
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().value).toBe('contactLoader');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('details');

    actor.send({ type: 'details.submit', details: okDetails });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('availabilityLoader');
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().value).toBe('availabilityLoader');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('summary');

    actor.send({ type: 'summary.bookNow' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('bookingLoader');
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().value).toBe('bookingLoader');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('restores a persisted draft at its stage with the same context', async () => {
    const actor = start();
    await toSummary(actor);
    const stored = JSON.parse(JSON.stringify(draftOf(actor.getSnapshot()))) as SameDayDraft;
    expect(stored.stage).toBe('summary');
    const restored = start();
    restored.send({ type: 'draft.restore', draft: stored });
    expect(restored.getSnapshot().value).toBe('summary');
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    restored.send({ type: 'draft.clear' });
    expect(restored.getSnapshot().value).toBe('contact');
    expect(restored.getSnapshot().context).toEqual({
      contact: null,
      details: null,
      bookingId: null,
      quote: null,
      error: null,
      isSubmitted: false,
      isAvailabilityChecked: false,
      isBookNowClicked: false,
    } satisfies SameDayContext);
  });

  it('keeps the home and book-now drafts under separate keys, book-prefixed for /book-now', () => {
    const { home, bookNow } = SAME_DAY_DRAFT_KEYS;
    expect(Object.keys(bookNow)).toEqual(Object.keys(home));
    for (const [field, key] of Object.entries(home)) {
      expect(key.startsWith('book_')).toBe(false);
      expect(bookNow[field as keyof typeof bookNow]).toBe(`book_${key}`);
    }
    expect(home.bookingId).toBe('booking_id');
    expect(bookNow.bookingId).toBe('book_booking_id');
    expect(new Set(Object.values(home)).size).toBe(Object.keys(home).length);
  });
});
