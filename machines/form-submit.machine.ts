/**
 * A form submit (spec §4, "Form submits"). Top-level states: `idle` (the form is being filled),
 * `submitting` (the call runs; the button shows Loading...), `succeeded` (the success toast shows
 * for `toastDelay`), `failed` (the server's 400/404 message for the error toast; submit retries,
 * reset returns to idle) and the final `done` (the caller clears the form and navigates).
 */
import { assign, fromPromise, setup } from 'xstate';
import { rejectionMessageOf } from './rejection-message.ts';
import { TOAST_DELAY_MS } from '#shared/ui-delays.ts';

export type FormValues = Record<string, unknown>;

export type FormSubmitInput = {
  /** The success toast, e.g. Address added successfully. */
  successMessage: string;
  /** The error toast when a failure carries no message, e.g. Failed to add address. */
  fallbackErrorMessage: string;
};

export type FormSubmitContext = FormSubmitInput & {
  values: FormValues | null;
  /** The body the call answered with. */
  data: unknown;
  /** The error toast's text: the server's message, or the fallback. */
  error: string | null;
};

export type FormSubmitEvent = { type: 'form.submit'; values: FormValues } | { type: 'form.reset' };

export type FormSubmitOutput = { message: string; data: unknown };

export { TOAST_DELAY_MS };

export const formSubmitMachine = setup({
  types: {
    context: {} as FormSubmitContext,
    events: {} as FormSubmitEvent,
    input: {} as FormSubmitInput,
    output: {} as FormSubmitOutput,
  },
  actors: {
    submit: fromPromise<unknown, { values: FormValues }>(async () => {
      throw new Error('formSubmit: provide the submit actor with machine.provide({ actors }).');
    }),
  },
  actions: {
    startSubmit: assign({
      values: ({ event }) => (event.type === 'form.submit' ? event.values : null),
      error: () => null,
      data: () => null,
    }),
  },
  delays: { toastDelay: TOAST_DELAY_MS },
}).createMachine({
  id: 'formSubmit',
  meta: {
    summary: 'Saving a form with one call, with its loading button and its success or error toast.',
    runsIn: 'The account forms: addresses, reviews, the profile and the password.',
  },
  description:
    "Any form that saves with one call: adding or editing an address, a review, the profile. Submit shows Loading... while the call runs. Success shows a toast for 2 seconds, then the form clears and the page moves on; a failure shows the server's message in an error toast and leaves the form as it was.",
  initial: 'idle',
  context: ({ input }) => ({
    successMessage: input.successMessage,
    fallbackErrorMessage: input.fallbackErrorMessage,
    values: null,
    data: null,
    error: null,
  }),
  output: ({ context }) => ({ message: context.successMessage, data: context.data }),
  states: {
    idle: {
      meta: { name: 'Form being filled in' },
      description: 'The form, being filled in.',
      on: {
        'form.submit': {
          meta: { label: 'The user submits' },
          target: 'submitting',
          actions: 'startSubmit',
          description: 'The user submits the form.',
        },
      },
    },
    submitting: {
      meta: { name: 'Saving (Loading...)' },
      description: 'The submit button shows Loading... with a spinner while the call runs.',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ values: context.values ?? {} }),
        onDone: {
          target: 'succeeded',
          meta: { label: 'It is saved' },
          actions: assign({ data: ({ event }) => event.output }),
          description: 'The server saves it.',
        },
        onError: {
          target: 'failed',
          meta: { label: 'It is refused' },
          description: 'The server refuses it (or cannot be reached).',
          actions: assign({
            error: ({ context, event }) =>
              rejectionMessageOf(event.error) ?? context.fallbackErrorMessage,
          }),
        },
      },
    },
    succeeded: {
      meta: { name: 'Success toast' },
      description:
        'The success toast (for example "Address added successfully.") shows for 2 seconds.',
      after: { toastDelay: { target: 'done', meta: { label: '2 seconds pass' } } },
    },
    failed: {
      meta: { name: 'Error toast' },
      description:
        "The error toast shows the server's message (or the form's own fallback text); the button is back to normal.",
      on: {
        'form.submit': {
          meta: { label: 'The user submits again' },
          target: 'submitting',
          actions: 'startSubmit',
          description: 'The user submits the form again.',
        },
        'form.reset': {
          meta: { label: 'The form is reset' },
          target: 'idle',
          description: 'The form is reset and the error cleared.',
          actions: assign({ values: null, data: null, error: null }),
        },
      },
    },
    done: {
      meta: { name: 'Done, the page moves on' },
      description: 'The form clears and the page moves on (for example, to the profile).',
      type: 'final',
    },
  },
});
