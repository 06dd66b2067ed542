/**
 * A form submit as the model-based tests drive it: values the server accepts, values it refuses
 * with a message, and a failure that carries no message at all.
 */
import { formSubmitMachine, type FormValues } from '#machines/form-submit.machine.ts';
import type { ActorFake, MachineModel } from '../machine-paths/machine-paths.ts';

export const formInput = {
  successMessage: 'Address added successfully.',
  fallbackErrorMessage: 'Failed to add address.',
};

/** The fake call, decided by its input: `fail` picks a server message or a bare rejection. */
export const submit: ActorFake<{ values: FormValues }> = {
  output: () => ({ iAddressId: 7 }),
  error: ({ values }) => (values.fail === 'bare' ? new Error('') : { message: 'City not served.' }),
  fails: ({ values }) => values.fail === 'server' || values.fail === 'bare',
};

export const model = {
  machine: formSubmitMachine,
  input: formInput,
  events: [
    {
      event: { type: 'form.submit', values: { vAddress: '1 Jasper Ave' } },
      label: 'values the server accepts',
    },
    {
      event: { type: 'form.submit', values: { vAddress: '1 Jasper Ave', fail: 'server' } },
      label: 'values the server refuses with a message',
    },
    {
      event: { type: 'form.submit', values: { vAddress: '1 Jasper Ave', fail: 'bare' } },
      label: 'a failure without a message',
    },
    { event: { type: 'form.reset' } },
  ],
  actors: { submit },
} satisfies MachineModel;
