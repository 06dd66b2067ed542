import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  draftOf,
  sameDayBookingMachine,
  type BookNowInput,
  type CheckAvailabilityInput,
  type SameDayContext,
  type SameDayDraft,
  type SameDayQuote,
  type StartBookingInput,
} from '#machines/same-day-booking.machine.ts';
import { SAME_DAY_DRAFT_KEYS } from '#src/features/same-day-booking/draft-keys.ts';
import { expectAllEdgesCovered } from '#shared/machine-paths/machine-coverage.ts';
import {
  BOOK_ERROR,
  bookFailContact,
  failContact,
  failDetails,
  model,
  okContact,
  okDetails,
  SCHEDULE_ERROR,
  sameDayFakes,
  START_ERROR,
} from '#shared/machine-models/same-day-booking.model.ts';
import {
  answerOf,
  describePath,
  modelPaths,
  type ActorFake,
} from '#shared/machine-paths/machine-paths.ts';

// ---- Fakes: each call's outcome is decided by its input, so the model can predict it. ----

function settle<I, O>(fake: ActorFake<I>, input: I): Promise<O> {
  const outcome = answerOf(fake, input);
  return outcome.ok ? Promise.resolve(outcome.output as O) : Promise.reject(outcome.error);
}

const calls = { startBooking: 0, checkAvailability: 0, bookNow: 0 };
const fakeActors = {
  startBooking: fromPromise<{ id: string }, StartBookingInput>(async ({ input }) => {
    calls.startBooking += 1;
    return settle(sameDayFakes.startBooking, input);
  }),
  checkAvailability: fromPromise<SameDayQuote, CheckAvailabilityInput>(async ({ input }) => {
    calls.checkAvailability += 1;
    return settle(sameDayFakes.checkAvailability, input);
  }),
  bookNow: fromPromise<unknown, BookNowInput>(async ({ input }) => {
    calls.bookNow += 1;
    return settle(sameDayFakes.bookNow, input);
  }),
};

const LOADER_MS = 1;
const testMachine = sameDayBookingMachine.provide({
  actors: fakeActors,
  delays: { loaderDelay: LOADER_MS },
});
const defaultDelayMachine = sameDayBookingMachine.provide({ actors: fakeActors });

// ---- The model (shared/machine-models): user events with explicit payloads, plus the
// actor and timer events. createTestModel() refuses machines with `invoke` or `after`, so the
// paths come from getShortestPaths with the actor and delay events given explicitly. ----
const paths = modelPaths(model);

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

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
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
