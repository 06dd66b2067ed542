import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import {
  cancellationMachine,
  type CancellationEvent,
  type CancellationQuoteView,
} from '#machines/cancellation.machine.ts';
import { expectAllEdgesCovered } from '#shared/machine-paths/machine-coverage.ts';
import { model } from '#shared/machine-models/cancellation.model.ts';
import {
  answerOf,
  describePath,
  modelPaths,
  type ActorFake,
} from '#shared/machine-paths/machine-paths.ts';

const paths = modelPaths(model);

type QuoteInput = { shown: CancellationQuoteView | null; asked: boolean };
type CancelInput = { feeCents: number };

/** The machine with its fakes held until released, in the order they were called. */
function gatedMachine() {
  const pending: { src: string; input: unknown; release: () => void }[] = [];
  const held = <Output, Input>(src: 'quote' | 'cancel') =>
    fromPromise<Output, Input>(
      ({ input }) =>
        new Promise<Output>((resolve, reject) => {
          const outcome = answerOf(model.actors[src] as ActorFake<Input>, input);
          pending.push({
            src,
            input,
            release: () => (outcome.ok ? resolve(outcome.output as Output) : reject(outcome.error)),
          });
        }),
    );
  const machine = cancellationMachine.provide({
    actors: {
      quote: held<CancellationQuoteView, QuoteInput>('quote'),
      cancel: held<string, CancelInput>('cancel'),
    },
  });
  return { machine, pending };
}

async function replay(path: (typeof paths)[number]) {
  const { machine, pending } = gatedMachine();
  const actor = createActor(machine).start();
  for (const [index, { event, state }] of path.steps.entries()) {
    if (index === 0) continue;
    if (
      event.type.startsWith('xstate.done.actor.') ||
      event.type.startsWith('xstate.error.actor.')
    ) {
      const call = pending.shift();
      const { context } = actor.getSnapshot();
      expect(call?.input, `the ${call?.src} call`).toEqual(
        call?.src === 'quote'
          ? { shown: context.shown, asked: context.asked }
          : { feeCents: context.quote?.feeCents ?? 0 },
      );
      call!.release();
      await waitFor(actor, (snapshot) => snapshot.matches(state.value), { timeout: 1000 });
    } else {
      actor.send(event as EventObject as CancellationEvent);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `state after ${event.type}`).toEqual(state.value);
    expect(snapshot.context, `context after ${event.type}`).toEqual(state.context);
  }
  return actor.getSnapshot();
}

describe('cancellation machine', () => {
  describe('generated paths', () => {
    it('visits every state', () => {
      const visited = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
      expect(visited).toEqual(new Set(Object.keys(cancellationMachine.states)));
    });

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
      'a running actor with fake calls follows the path: $name',
      async ({ path }) => {
        const snapshot = await replay(path);
        expect(snapshot.value).toEqual(path.state.value);
      },
    );

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(cancellationMachine, paths);
    });
  });

  describe('behaviour', () => {
    it('never cancels with a fee the customer was not shown: a changed fee is asked again', async () => {
      const { machine, pending } = gatedMachine();
      const actor = createActor(machine).start();
      const stale = { kind: 'fee', feeCents: 2500, feeTaxCents: 119, changesAt: null } as const;
      actor.send({ type: 'cancel.open', shown: stale });
      pending.shift()!.release();
      await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
      actor.send({ type: 'cancel.confirm' });
      const cancelCall = pending.shift()!;
      expect(cancelCall.input).toEqual({ feeCents: 2500 });
      cancelCall.release();
      await waitFor(actor, (snapshot) => snapshot.matches('quoting'));
      expect(actor.getSnapshot().context.feeChanged).toBe(true);
      pending.shift()!.release();
      const asked = await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
      expect(asked.context.quote?.feeCents).toBe(7875);
      actor.send({ type: 'cancel.confirm' });
      const second = pending.shift()!;
      expect(second.input).toEqual({ feeCents: 7875 });
      second.release();
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.value).toBe('cancelled');
    });
  });
});
