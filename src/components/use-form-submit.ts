/**
 * The one way a form submits (spec §4 "Form submits"), driven by `formSubmitMachine`.
 *
 * Call `useFormSubmit({ submit, successMessage, fallbackErrorMessage, onDone })` and pass the
 * returned `submit(values)` to `form.onSubmit(...)`. While the call runs `isSubmitting` is true (show
 * `<SubmitButton loading={isSubmitting}>`, which reads Loading... with a spinner). On success a
 * green toast shows `successMessage` (a string, or a function of the call's answer) for the toast
 * time, then `onDone(answer)` runs: clear the form and navigate there. On failure a red toast shows
 * the thrown error's message (an `ApiError` from `dataOf` carries the server's sentence) or
 * `fallbackErrorMessage`, the button is usable again and `error` holds the same text for an inline
 * message; submitting again retries, `reset()` clears the error. The toast time is
 * `UiTimings.toastMs` (2000 ms), so tests can shorten it. After success the machine is finished: a
 * form that stays on screen instead of navigating must be remounted (e.g. with a `key`).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formSubmitMachine, type FormValues } from '#machines/form-submit.machine.ts';
import { useUiTimings } from './ui-timings.ts';

export type FormSubmitState = 'idle' | 'submitting' | 'succeeded' | 'failed' | 'done';

export type UseFormSubmitOptions<Values extends FormValues, Call extends Promise<unknown>> = {
  /** The call; throw (e.g. through `dataOf`) to fail with the server's message. */
  submit: (values: Values) => Call;
  /** The success toast, e.g. Address added successfully., or built from the answer. */
  successMessage: string | ((answer: Awaited<Call>) => string);
  /** The error toast when the failure carries no message, e.g. Failed to add address. */
  fallbackErrorMessage: string;
  /** Runs once the success toast has shown: clear the form, navigate. */
  onDone?: (answer: Awaited<Call>) => void;
  /**
   * The form shows `error` itself (under the form, where it stays): no red toast then, so the
   * refusal is said once, not twice (a wrong password at login).
   */
  errorShownInForm?: boolean;
};

export type FormSubmit<Values extends FormValues> = {
  state: FormSubmitState;
  isSubmitting: boolean;
  /** The failure's text while the last submit stands failed, else null. */
  error: string | null;
  submit: (values: Values) => void;
  reset: () => void;
};

// `Call` rather than `Promise<Answer>`: a submit that may return either of two calls (customer or
// contractor) then gets the union of their answers.
export function useFormSubmit<Values extends FormValues, Call extends Promise<unknown>>(
  options: UseFormSubmitOptions<Values, Call>,
): FormSubmit<Values> {
  type Answer = Awaited<Call>;
  const { toastMs, moveOnMs } = useUiTimings();
  // The machine is built once; the latest callbacks are read through this ref when they run.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const [machine] = useState(() =>
    formSubmitMachine.provide({
      actors: {
        submit: fromPromise<unknown, { values: FormValues }>(({ input }) =>
          // The machine only hands back what `submit(values)` gave it, so these are `Values`.
          latest.current.submit(input.values as Values),
        ),
      },
      delays: { toastDelay: moveOnMs ?? toastMs },
    }),
  );
  const actorRef = useActorRef(machine, {
    input: {
      successMessage: typeof options.successMessage === 'string' ? options.successMessage : '',
      fallbackErrorMessage: options.fallbackErrorMessage,
    },
  });

  useEffect(() => {
    let previous = actorRef.getSnapshot().value;
    const subscription = actorRef.subscribe((snapshot) => {
      const { value, context } = snapshot;
      if (value === previous) return;
      previous = value;
      // The machine only stores what the submit actor resolved with, so this is `Answer`.
      const answer = context.data as Answer;
      if (value === 'succeeded') {
        const { successMessage } = latest.current;
        const message =
          typeof successMessage === 'string' ? successMessage : successMessage(answer);
        notifications.show({ color: 'green', message, autoClose: toastMs });
      } else if (value === 'failed') {
        if (latest.current.errorShownInForm) return;
        notifications.show({
          color: 'red',
          message: context.error ?? latest.current.fallbackErrorMessage,
          autoClose: toastMs,
        });
      } else if (value === 'done') {
        latest.current.onDone?.(answer);
      }
    });
    return () => subscription.unsubscribe();
  }, [actorRef, toastMs]);

  const state = useSelector(actorRef, (snapshot) => snapshot.value);
  const error = useSelector(actorRef, (snapshot) =>
    snapshot.value === 'failed' ? snapshot.context.error : null,
  );

  return {
    state,
    isSubmitting: state === 'submitting',
    error,
    submit: (values) => actorRef.send({ type: 'form.submit', values }),
    reset: () => actorRef.send({ type: 'form.reset' }),
  };
}
