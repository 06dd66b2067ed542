/**
 * A customer cancels a booking, with the fee known before confirming (issue 42, decision 118).
 * Top-level states: `idle` (the booking page, no question open), `quoting` (the server is asked
 * what cancelling costs now), `confirming` (the question shows the server's exact fee), `closed`
 * (the cleaning has started: nothing to confirm), `cancelling` (the cancel runs, carrying the fee
 * shown), `failed` (a refusal or no answer: the message, try again) and the final `cancelled`.
 * A cancel the server refuses with 409 (the fee changed as the tier moved, or the job started) is
 * asked again: back to `quoting`, then `confirming` with the new fee, never charged unseen.
 *
 * The browser runs it (the booking page and the bookings list fill its actors with API calls);
 * the server keeps its side of the same contract in server/bookings/cancellation-fee.ts, which
 * refuses a fee other than the one shown, and its tests walk these transitions' server halves.
 * `error` is the server's sentence, or null for the page's own fallback.
 */
import { assign, fromPromise, setup } from 'xstate';
import { rejectionMessageOf } from './rejection-message.ts';

/** openapi.yaml `CancellationQuote`, as much of it as the flow reads. */
export type CancellationQuoteView = {
  kind: 'free' | 'fee' | 'closed';
  feeCents: number;
  feeTaxCents: number;
  changesAt: string | null;
};

export type CancellationContext = {
  /** What the page last showed before the question opened (its line and countdown). */
  shown: CancellationQuoteView | null;
  /** The server's quote the question shows; the cancel carries its fee. */
  quote: CancellationQuoteView | null;
  /** Whether the server was asked already in this question (a changed fee asks again). */
  asked: boolean;
  /** The fee changed (or the job started) since it was shown: the question says so. */
  feeChanged: boolean;
  error: string | null;
};

export type CancellationEvent =
  | { type: 'cancel.open'; shown: CancellationQuoteView | null }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.retry' };

/** What the cancel actor's refusal carries: the server's sentence and its status. */
export type CancelRefusal = { message: string; status: number };

function isConflict(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 409
  );
}

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
  },
  actors: {
    quote: fromPromise<
      CancellationQuoteView,
      { shown: CancellationQuoteView | null; asked: boolean }
    >(async () => {
      throw new Error('cancellation: provide the quote actor with machine.provide({ actors }).');
    }),
    cancel: fromPromise<string, { feeCents: number }>(async () => {
      throw new Error('cancellation: provide the cancel actor with machine.provide({ actors }).');
    }),
  },
  guards: {
    isClosed: (_, quote: CancellationQuoteView) => quote.kind === 'closed',
    isConflict: (_, error: unknown) => isConflict(error),
  },
}).createMachine({
  id: 'cancellation',
  meta: {
    summary:
      'A customer cancels a booking, seeing the exact fee from the server before confirming; never charged more than shown.',
    runsIn:
      'The booking page (signed in or through its link) and the bookings list; the server refuses a fee other than the one shown.',
  },
  description:
    'Cancel opens a question that first asks the server what cancelling costs now (free, or the fee with its tax included). The customer confirms with that fee; the server takes exactly it (part of the card hold, or the saved card) or, if the fee changed meanwhile, refuses and the question shows the new fee to confirm again. Once the cleaning has started there is nothing to cancel.',
  initial: 'idle',
  context: {
    shown: null,
    quote: null,
    asked: false,
    feeChanged: false,
    error: null,
  },
  states: {
    idle: {
      meta: { name: 'Booking page' },
      description: 'The booking page with its cancellation line and its Cancel button.',
      on: {
        'cancel.open': {
          target: 'quoting',
          meta: { label: 'The customer presses Cancel' },
          description: 'The customer presses Cancel booking: the question opens.',
          actions: assign({
            shown: ({ event }) => event.shown,
            quote: null,
            asked: false,
            feeChanged: false,
            error: null,
          }),
        },
      },
    },
    quoting: {
      meta: { name: 'Checking the fee' },
      description: 'The question says the fee is being checked while the server is asked.',
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ shown: context.shown, asked: context.asked }),
        onDone: [
          {
            guard: { type: 'isClosed', params: ({ event }) => event.output },
            target: 'closed',
            meta: {
              label: 'The cleaning has started',
              condition: 'when the server says it can no longer be cancelled',
            },
            description: 'The server says the cleaning has started: nothing can be cancelled.',
            actions: assign({
              quote: ({ event }) => event.output,
              asked: true,
            }),
          },
          {
            target: 'confirming',
            meta: { label: 'The fee is known' },
            description: 'The server answers what cancelling costs now (free, or the fee).',
            actions: assign({
              quote: ({ event }) => event.output,
              asked: true,
            }),
          },
        ],
        onError: {
          target: 'failed',
          meta: { label: 'No answer' },
          description: 'The server cannot say the fee now (or cannot be reached).',
          actions: assign({
            error: ({ event }) => rejectionMessageOf(event.error),
          }),
        },
      },
    },
    confirming: {
      meta: { name: 'Fee shown, asking to confirm' },
      description:
        'The question shows the exact fee (tax included) or that it is free, with Keep booking and Cancel booking.',
      on: {
        'cancel.confirm': {
          target: 'cancelling',
          meta: { label: 'The customer confirms' },
          description: 'The customer confirms; the cancel carries the fee shown.',
        },
        'cancel.dismiss': {
          target: 'idle',
          meta: { label: 'The customer keeps the booking' },
          description: 'The customer keeps the booking: the question closes.',
        },
      },
    },
    closed: {
      meta: { name: 'Can no longer be cancelled' },
      description: 'The question says the cleaning has started and it can no longer be cancelled.',
      on: {
        'cancel.dismiss': {
          target: 'idle',
          meta: { label: 'The customer closes the question' },
          description: 'The customer closes the question.',
        },
      },
    },
    cancelling: {
      meta: { name: 'Cancelling' },
      description: 'The confirm button shows Loading... while the server cancels.',
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ feeCents: context.quote?.feeCents ?? 0 }),
        onDone: {
          target: 'cancelled',
          meta: { label: 'It is cancelled' },
          description: 'The server cancels, taking exactly the fee shown, and says so.',
        },
        onError: [
          {
            guard: {
              type: 'isConflict',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'quoting',
            meta: {
              label: 'The fee changed',
              condition:
                'when the server says the fee is no longer the one shown (a new tier, or the job started)',
            },
            description:
              'The fee is no longer the one shown (or the job started): nothing changed, and the server is asked again.',
            actions: assign({
              feeChanged: true,
              error: ({ event }) => rejectionMessageOf(event.error),
            }),
          },
          {
            target: 'failed',
            meta: { label: 'It is refused' },
            description:
              'The server refuses the cancel (the card could not be charged, or no answer).',
            actions: assign({
              error: ({ event }) => rejectionMessageOf(event.error),
            }),
          },
        ],
      },
    },
    failed: {
      meta: { name: 'Refused, try again' },
      description: "The question shows the server's message, with Try again and Keep booking.",
      on: {
        'cancel.retry': {
          target: 'quoting',
          meta: { label: 'The customer tries again' },
          description: 'The customer tries again: the fee is checked again first.',
          actions: assign({ error: null }),
        },
        'cancel.dismiss': {
          target: 'idle',
          meta: { label: 'The customer keeps the booking' },
          description: 'The customer closes the question; the booking stays.',
        },
      },
    },
    cancelled: {
      meta: { name: 'Cancelled' },
      description: 'The booking is cancelled; the page shows its new status and any fee taken.',
      type: 'final',
    },
  },
});
