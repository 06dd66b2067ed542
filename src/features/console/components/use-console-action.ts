import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { TOAST_DELAY_MS } from '#shared/ui-delays.ts';

/**
 * After a console change: every console query starts with 'admin' and is fetched again, so
 * lists, counts and the audit log all show it; then the server's sentence shows as a green toast.
 * The toast waits for that fetch so that it shows as the dialog closes: shown before, its two
 * seconds could run out behind a dialog still open while a slow list came back, and the operator
 * never read that the change was made.
 */
export async function announceAdminChange(queryClient: QueryClient, message: string) {
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
  notifications.show({ color: 'green', message, autoClose: TOAST_DELAY_MS });
}

/**
 * The console's one way to change something (decision 047): `run` makes the admin call and
 * answers the server's sentence (envelopeOf(...).message), announced as above; a refusal's
 * sentence is a red toast.
 */
export function useAdminAction<Input>(
  run: (input: Input) => Promise<string>,
  options: { onDone?: (message: string) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (message) => {
      await announceAdminChange(queryClient, message);
      options.onDone?.(message);
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
}
