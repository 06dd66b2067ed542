/**
 * The cancellation flow as the model-based tests drive it (decision 118). What the page showed
 * when the question opened decides the fakes: a free cancel, a fee the server still charges, a
 * fee that moved on (the cancel is refused with 409 and the new fee asked again), a fee the card
 * refuses, a cleaning that has started, and a server that cannot answer.
 */
import { cancellationMachine, type CancellationQuoteView } from '#machines/cancellation.machine.ts';
import type { ActorFake, MachineModel } from '../machine-paths/machine-paths.ts';

const quoteOf = (kind: CancellationQuoteView['kind'], feeCents: number): CancellationQuoteView => ({
  kind,
  feeCents,
  feeTaxCents: Math.round(feeCents / 21),
  changesAt: kind === 'closed' ? null : '2026-11-24T14:00:00.000Z',
});

/** The page's fee the server no longer charges: its next quote is the next tier's. */
const STALE_FEE = 2500;
/** A fee the card refuses. */
const REFUSED_FEE = 1;
/** A page whose server cannot be reached. */
const UNREACHABLE_FEE = 404;

const quote: ActorFake<{ shown: CancellationQuoteView | null; asked: boolean }> = {
  output: ({ shown, asked }) =>
    asked && shown?.feeCents === STALE_FEE ? quoteOf('fee', 7875) : (shown ?? quoteOf('free', 0)),
  error: () => new Error(''),
  fails: ({ shown }) => shown?.feeCents === UNREACHABLE_FEE,
};

const cancel: ActorFake<{ feeCents: number }> = {
  output: () => 'Booking cancelled.',
  error: ({ feeCents }) =>
    feeCents === STALE_FEE
      ? {
          status: 409,
          message: 'The cancellation fee is now $78.75 (it was $25.00 when you looked).',
        }
      : { status: 400, message: 'Your card was refused for the cancellation fee.' },
  fails: ({ feeCents }) => feeCents === STALE_FEE || feeCents === REFUSED_FEE,
};

export const model = {
  machine: cancellationMachine,
  events: [
    { event: { type: 'cancel.open', shown: quoteOf('free', 0) }, label: 'free to cancel' },
    {
      event: { type: 'cancel.open', shown: quoteOf('fee', 7875) },
      label: 'a fee the server charges',
    },
    {
      event: { type: 'cancel.open', shown: quoteOf('fee', STALE_FEE) },
      label: 'a fee that changes before the confirm',
    },
    {
      event: { type: 'cancel.open', shown: quoteOf('fee', REFUSED_FEE) },
      label: 'a fee the card refuses',
    },
    { event: { type: 'cancel.open', shown: quoteOf('closed', 0) }, label: 'the cleaning started' },
    {
      event: { type: 'cancel.open', shown: quoteOf('fee', UNREACHABLE_FEE) },
      label: 'the server cannot be reached',
    },
    { event: { type: 'cancel.confirm' } },
    { event: { type: 'cancel.dismiss' } },
    { event: { type: 'cancel.retry' } },
  ],
  actors: { quote, cancel },
} satisfies MachineModel;
