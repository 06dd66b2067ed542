import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '../api/client.ts';
const TestAuthenticationDialog = lazy(async () => ({
  default: (await import('./test-authentication-dialog.tsx')).TestAuthenticationDialog,
}));

type Waiting = { clientSecret: string; done: () => void };

/**
 * The offline test gateway's stand-in for the bank's 3-D Secure page (decision 099): a dialog
 * where the tester approves or fails the check. `authenticate` opens it for a client secret and
 * settles once the tester has answered (the answer goes to the test gateway) or closed it (no
 * answer: the server then treats the check as abandoned). Render `dialog` somewhere on the page.
 */
export function useTestAuthentication(): {
  authenticate: (clientSecret: string) => Promise<void>;
  dialog: ReactNode;
} {
  const client = useApiClient();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [sending, setSending] = useState<'approve' | 'fail' | null>(null);
  const current = useRef<Waiting | null>(null);

  const authenticate = useCallback(
    (clientSecret: string) =>
      new Promise<void>((resolve) => {
        const next = { clientSecret, done: resolve };
        current.current = next;
        setWaiting(next);
      }),
    [],
  );

  const finish = () => {
    const open = current.current;
    current.current = null;
    setWaiting(null);
    setSending(null);
    open?.done();
  };

  const answer = async (outcome: 'approve' | 'fail') => {
    const open = current.current;
    if (!open || sending) return;
    setSending(outcome);
    try {
      await client.POST('/api/cleaning/test_authentication', {
        body: { clientSecret: open.clientSecret, outcome },
      });
    } catch {
      // Not sent: the server finds the check unanswered and ends the attempt, holding nothing.
    }
    finish();
  };

  // The dialog (a Modal, with its floating and scrolling parts) loads only when a check is asked
  // for: a page that may ask keeps its first load within the route budget.
  const dialog =
    waiting === null ? null : (
      <Suspense fallback={null}>
        <TestAuthenticationDialog
          sending={sending}
          onClose={() => {
            if (!sending) finish();
          }}
          onAnswer={(outcome) => void answer(outcome)}
        />
      </Suspense>
    );

  return { authenticate, dialog };
}
