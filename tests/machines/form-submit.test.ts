import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import {
  formSubmitMachine,
  TOAST_DELAY_MS,
  type FormSubmitEvent,
  type FormValues,
} from '#machines/form-submit.machine.ts';
import { expectAllEdgesCovered } from '#shared/machine-paths/machine-coverage.ts';
import { formInput as input, model, submit } from '#shared/machine-models/form-submit.model.ts';
import { answerOf, describePath, modelPaths } from '#shared/machine-paths/machine-paths.ts';

const toastDone = 'xstate.after.toastDelay.formSubmit.succeeded';

// createTestModel refuses machines with invocations or delayed transitions, so the paths come
// from getShortestPaths, the generator it wraps, with the actor and delay events given
// explicitly (machine-paths.ts).
const paths = modelPaths(model);

/** The machine with a submit fake held until released, and a zero toast delay. */
function gatedMachine() {
  const pending: { input: { values: FormValues }; release: () => void }[] = [];
  const machine = formSubmitMachine.provide({
    actors: {
      submit: fromPromise<unknown, { values: FormValues }>(
        ({ input: call }) =>
          new Promise((resolve, reject) => {
            const outcome = answerOf(submit, call);
            pending.push({
              input: call,
              release: () => (outcome.ok ? resolve(outcome.output) : reject(outcome.error)),
            });
          }),
      ),
    },
    delays: { toastDelay: 0 },
  });
  return { machine, pending };
}

async function replay(path: (typeof paths)[number]) {
  const { machine, pending } = gatedMachine();
  const actor = createActor(machine, { input }).start();
  for (const [index, { event, state }] of path.steps.entries()) {
    if (index > 0) {
      if (
        event.type.startsWith('xstate.done.actor.') ||
        event.type.startsWith('xstate.error.actor.')
      ) {
        const call = pending.shift();
        expect(call?.input, 'the submit call').toEqual({
          values: actor.getSnapshot().context.values,
        });
        call!.release();
        await waitFor(actor, (snapshot) => snapshot.matches(state.value), { timeout: 1000 });
      } else if ((event as EventObject).type === toastDone) {
        await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 1000 });
      } else {
        actor.send(event as FormSubmitEvent);
      }
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `state after ${event.type}`).toEqual(state.value);
    expect(snapshot.context, `context after ${event.type}`).toEqual(state.context);
  }
  return actor.getSnapshot();
}

describe('form submit machine', () => {
  describe('generated paths', () => {
    it('visits every state', () => {
      const visited = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
      expect(visited).toEqual(new Set(Object.keys(formSubmitMachine.states)));
    });

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
      'a running actor with a fake submit follows the path: $name',
      async ({ path }) => {
        const snapshot = await replay(path);
        expect(snapshot.value).toEqual(path.state.value);
        expect(snapshot.status).toBe(path.state.matches('done') ? 'done' : 'active');
      },
    );

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(formSubmitMachine, paths);
    });
  });

  describe('behaviour', () => {
    it('holds the success toast for 2000 ms by default, then ends with the message', async () => {
      expect(TOAST_DELAY_MS).toBe(2000);
      const machine = formSubmitMachine.provide({
        actors: {
          submit: fromPromise<unknown, { values: FormValues }>(async () => ({ iAddressId: 7 })),
        },
        delays: { toastDelay: 20 },
      });
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'form.submit', values: { vAddress: 'x' } });
      const succeeded = await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
      expect(succeeded.context.data).toEqual({ iAddressId: 7 });
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.value).toBe('done');
      expect(done.output).toEqual({
        message: 'Address added successfully.',
        data: { iAddressId: 7 },
      });
    });

    it("keeps the server's message for the error toast and retries with it cleared", async () => {
      const { machine, pending } = gatedMachine();
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'form.submit', values: { fail: 'server' } });
      expect(actor.getSnapshot().value).toBe('submitting');
      pending.shift()!.release();
      const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(failed.context.error).toBe('City not served.');
      actor.send({ type: 'form.submit', values: { vAddress: 'ok' } });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(actor.getSnapshot().context.error).toBeNull();
      pending.shift()!.release();
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
    });

    it('falls back to the form’s default error text when the failure has no message', async () => {
      const { machine, pending } = gatedMachine();
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'form.submit', values: { fail: 'bare' } });
      pending.shift()!.release();
      const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(failed.context.error).toBe('Failed to add address.');
      actor.send({ type: 'form.reset' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ error: null, values: null });
    });
  });
});
