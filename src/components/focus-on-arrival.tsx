/*
 * Answers seen where the person is (decision 029). Forms are taller than a phone's screen: a refusal
 * or a field's error can arrive out of sight. These bring it into view and give it the focus, so
 * it is both seen and heard.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Alert } from '@mantine/core';

/**
 * Focuses `element` and scrolls it to the middle of the screen. The browser's own scroll on
 * focus stops at the nearest edge, where a field's message under it can stay cut off.
 */
export function bringIntoView(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

/**
 * A ref whose element is brought into view each time `arrival` turns to something new and
 * truthy (a server's message, which the flows clear on each press, so the same one twice counts
 * twice).
 */
export function useFocusOnArrival<Element extends HTMLElement>(
  arrival: unknown,
): RefObject<Element | null> {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (arrival && ref.current) bringIntoView(ref.current);
  }, [arrival]);
  return ref;
}

/**
 * A refusal from the server, as an alert that takes the focus when it arrives. Place it beside
 * the button it answers; nothing renders while `message` is null.
 */
export function RefusalAlert({ message }: { message: string | null }) {
  const ref = useFocusOnArrival<HTMLDivElement>(message);
  if (!message) return null;
  return (
    <Alert ref={ref} color="red" variant="light" tabIndex={-1}>
      {message}
    </Alert>
  );
}

/**
 * For a form whose submit was refused in the browser: pass `ref` to the <form> and call
 * `focusFirstInvalid()` (e.g. as @mantine/form's `form.onSubmit(submit, focusFirstInvalid)`).
 * Once the errors have rendered, the first field marked `aria-invalid` takes the focus, in the
 * middle of the screen.
 */
export function useFocusFirstInvalid<Element extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<Element>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) bringIntoView(first);
  }, [refusals]);
  const focusFirstInvalid = useCallback(() => setRefusals((count) => count + 1), []);
  return { ref, focusFirstInvalid };
}
